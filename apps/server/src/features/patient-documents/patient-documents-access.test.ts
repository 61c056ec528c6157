import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentMessages, type TPatientDocument } from '@praxis/shared/patients/schemas';
import { fileMessages } from '@praxis/shared/settings/schemas';
import { patientDocuments } from '../../db/schema';
import { filesUnder, samples } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { docsPath, patientDocumentHelpers, pdf } from './patient-documents.fixtures';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-documents-patients');
});
afterAll(async () => {
  await praxis.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const { createPatient, upload, oneDocument, list, storedUnder, storagePathOf, link } = patientDocumentHelpers(() => praxis);

describe('patient documents: list', () => {
  let patientId: string;
  let ids: string[];
  beforeAll(async () => {
    patientId = await createPatient(world.otherUser, null, 'Liste');
    ids = [];
    for (const file of [pdf('Bilan été 2025.pdf'), { name: 'Courrier école.docx', bytes: samples.docx }, { name: 'notes_100%.txt', bytes: samples.txt }]) {
      ids.push((await oneDocument(world.otherUser.cookie, patientId, file)).id);
    }
  });
  const names = async (query: string) => (await list(world.otherUser.cookie, patientId, query)).items.map((d) => d.fileName);

  it('lists active documents newest first, 10 a page, with the total', async () => {
    const all = await list(world.otherUser.cookie, patientId);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(all.items.map((d) => d.id)).toEqual([...ids].reverse());
    const second = await list(world.otherUser.cookie, patientId, '?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((d) => d.id)).toEqual([ids[0]]);
  });

  it('filters by type and searches names from 2 characters, ignoring case and accents', async () => {
    expect(await names('?fileType=docx')).toEqual(['Courrier école.docx']);
    expect(await names('?fileType=doc')).toEqual([]);
    expect(await names('?search=ETE')).toEqual(['Bilan été 2025.pdf']);
    expect(await names('?search=ecole')).toEqual(['Courrier école.docx']);
    expect(await names('?search=e')).toHaveLength(3);
    expect(await names('?search=0%25')).toEqual(['notes_100%.txt']);
    expect(await names('?search=zz')).toEqual([]);
    const bad = await request(praxis, 'GET', `${docsPath(patientId)}?fileType=png`, world.otherUser.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { fileType: 'Type de fichier invalide' } } });
  });

  it('never lists the documents of another patient', async () => {
    const other = await createPatient(world.otherUser, null, 'Autre');
    expect((await list(world.otherUser.cookie, other)).total).toBe(0);
  });
});

describe('patient documents: links', () => {
  let patientId: string;
  let doc: TPatientDocument;
  beforeAll(async () => {
    patientId = await createPatient(world.owner, null, 'Liens');
    doc = await oneDocument(world.owner.cookie, patientId, pdf('Compte rendu Zoé.pdf'));
  });

  it('signs a view address for 1 hour (inline) and a download address for 60 seconds (attachment)', async () => {
    const before = Date.now();
    const view = await link(world.owner.cookie, patientId, doc.id, 'view');
    expect(view.status, view.text).toBe(200);
    const viewLink = view.body as { url: string; expiresAt: string };
    expect(viewLink.url).toMatch(/^\/api\/files\/user_[^?]+_Compte_rendu_Zoe\.pdf\?exp=\d+&sig=/);
    expect(Date.parse(viewLink.expiresAt) - before).toBeGreaterThan(3590_000);
    expect(Date.parse(viewLink.expiresAt) - before).toBeLessThanOrEqual(3601_000);
    const opened = await praxis.request(viewLink.url);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(samples.pdf);
    expect(opened.headers.get('content-disposition')).toBe(`inline; filename="Compte_rendu_Zoe.pdf"; filename*=UTF-8''Compte_rendu_Zoe.pdf`);

    const download = (await link(world.owner.cookie, patientId, doc.id, 'download')).body as { url: string; expiresAt: string };
    expect(Date.parse(download.expiresAt) - before).toBeGreaterThan(55_000);
    expect(Date.parse(download.expiresAt) - before).toBeLessThanOrEqual(61_000);
    const fetched = await praxis.request(download.url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toMatch(/^attachment; filename="Compte_rendu_Zoe\.pdf"/);
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(samples.pdf);
  });

  it('respects the expiry: the download address dies after 60 s, the view address after 1 hour', async () => {
    const view = (await link(world.owner.cookie, patientId, doc.id, 'view')).body as { url: string };
    const download = (await link(world.owner.cookie, patientId, doc.id, 'download')).body as { url: string };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const expired = await praxis.request(download.url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ error: { message: fileMessages.linkExpired } });
    expect((await praxis.request(view.url)).status).toBe(200);
    vi.setSystemTime(Date.now() + 3600_000);
    expect((await praxis.request(view.url)).status).toBe(403);
  });

  it('defaults to view, and refuses another purpose', async () => {
    const res = await request(praxis, 'GET', `${docsPath(patientId)}/${doc.id}/link`, world.owner.cookie);
    expect(Date.parse((res.body as { expiresAt: string }).expiresAt) - Date.now()).toBeGreaterThan(3590_000);
    const bad = await request(praxis, 'GET', `${docsPath(patientId)}/${doc.id}/link?purpose=imprimer`, world.owner.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { message: 'Usage invalide' } });
  });

  it("answers 'Document non trouvé' for an unknown document, another patient's path, or a file gone", async () => {
    const other = await createPatient(world.owner, null, 'Voisin');
    for (const path of [`${docsPath(patientId)}/${crypto.randomUUID()}/link`, `${docsPath(other)}/${doc.id}/link`]) {
      const res = await request(praxis, 'GET', path, world.owner.cookie);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: { message: documentMessages.notFound } });
    }
    expect((await request(praxis, 'DELETE', `${docsPath(other)}/${doc.id}`, world.owner.cookie)).status).toBe(404);
    const gone = await oneDocument(world.owner.cookie, patientId, pdf('disparu.pdf'));
    await praxis.storage.remove(await storagePathOf(gone.id));
    const res = await link(world.owner.cookie, patientId, gone.id, 'download');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { message: documentMessages.notFound } });
  });
});

describe('patient documents: delete', () => {
  let patientId: string;
  beforeAll(async () => {
    patientId = await createPatient(world.owner, null, 'Suppression');
  });

  it('removes the stored file, then the record; its addresses then fail', async () => {
    const doc = await oneDocument(world.owner.cookie, patientId, pdf('a-supprimer.pdf'));
    const path = await storagePathOf(doc.id);
    const view = (await link(world.owner.cookie, patientId, doc.id, 'view')).body as { url: string };
    expect(storedUnder(world.owner.id, patientId)).toContain(path);
    expect((await request(praxis, 'DELETE', `${docsPath(patientId)}/${doc.id}`, world.owner.cookie)).status).toBe(204);
    expect(storedUnder(world.owner.id, patientId)).not.toContain(path);
    expect(await praxis.database.db.select({ id: patientDocuments.id }).from(patientDocuments).where(eq(patientDocuments.id, doc.id))).toEqual([]);
    expect((await praxis.request(view.url)).status).toBe(404);
    const again = await request(praxis, 'DELETE', `${docsPath(patientId)}/${doc.id}`, world.owner.cookie);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { message: documentMessages.notFound } });
  });

  it('deletes the record of a document whose file is already gone', async () => {
    const doc = await oneDocument(world.owner.cookie, patientId, pdf('deja-parti.pdf'));
    await praxis.storage.remove(await storagePathOf(doc.id));
    expect((await request(praxis, 'DELETE', `${docsPath(patientId)}/${doc.id}`, world.owner.cookie)).status).toBe(204);
    expect((await list(world.owner.cookie, patientId)).items.map((d) => d.id)).not.toContain(doc.id);
  });

  it("keeps the record when the file cannot be removed ('Erreur lors de la suppression')", async () => {
    const doc = await oneDocument(world.owner.cookie, patientId, pdf('coince.pdf'));
    const remove = praxis.storage.remove;
    praxis.storage.remove = () => Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' }));
    try {
      const res = await request(praxis, 'DELETE', `${docsPath(patientId)}/${doc.id}`, world.owner.cookie);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: { message: documentMessages.deleteFailed } });
    } finally {
      praxis.storage.remove = remove;
    }
    expect((await list(world.owner.cookie, patientId)).items.map((d) => d.id)).toContain(doc.id);
    expect((await request(praxis, 'DELETE', `${docsPath(patientId)}/${doc.id}`, world.owner.cookie)).status).toBe(204);
  });
});

describe('patient documents in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s patient', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const inOrg = mode === 'org';
    const patientId = await createPatient(owner, inOrg ? world.cabinetId : null, `Isolé ${mode}`);
    const marker = `Secret_Axolotl_${mode}`;
    const doc = await oneDocument(owner.cookie, patientId, pdf(`${marker}.pdf`));
    const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
    const colleagueStatus = inOrg ? 200 : 404;
    await expectIsolation(praxis, actors, { name: 'GET documents', path: docsPath(patientId), marker, colleagueStatus, colleagueSees: inOrg });
    await expectIsolation(praxis, actors, { name: 'GET link', path: `${docsPath(patientId)}/${doc.id}/link?purpose=download`, marker, colleagueStatus, colleagueSees: inOrg });

    const filesBefore = storedUnder(owner.id, patientId).length;
    for (const [who, cookie, status] of [
      ['other user', world.otherUser.cookie, 404],
      ['member of another organisation', world.otherOrgMember.cookie, 404],
      ['anonymous', undefined, 401],
      ['colleague', world.colleague.cookie, inOrg ? 201 : 404],
    ] as const) {
      const res = await upload(cookie, patientId, [pdf(`intrus-${who.replace(/ /g, '-')}.pdf`)]);
      expect(res.status, `POST documents: ${who}`).toBe(status);
    }
    const colleagueFiles = filesUnder(praxis.env.filesDir).filter((f) => f.startsWith(`user_${world.colleague.id}/patients/${patientId}/`) && !f.split('/').at(-1)?.startsWith('.'));
    expect(storedUnder(owner.id, patientId)).toHaveLength(filesBefore);
    expect(colleagueFiles).toHaveLength(inOrg ? 1 : 0);

    await expectIsolation(
      praxis,
      { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember },
      { name: 'DELETE document', method: 'DELETE', path: `${docsPath(patientId)}/${doc.id}`, marker, ownerStatus: 204 },
    );
    expect(await storagePathOf(doc.id)).toBe('');
    // The owner's other mode never sees the patient's documents.
    const otherMode = await request(praxis, 'GET', docsPath(patientId), inOrg ? world.owner.cookie : world.ownerOrg.cookie);
    expect(otherMode.status).toBe(404);
  });
});
