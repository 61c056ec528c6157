import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentMessages, patientMessages, type TDocumentUploadResponse, type TPatientDocument } from '@praxis/shared/patients/schemas';
import { FILE_MAX_BYTES, fileMessages } from '@praxis/shared/settings/schemas';
import { patientDocuments, patients } from '../../db/schema';
import { filesUnder, samples, type UploadFile } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import type { TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';

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

async function createPatient(owner: TestUser, organizationId: string | null, lastName: string): Promise<string> {
  const [row] = await praxis.database.db
    .insert(patients)
    .values({ userId: owner.id, organizationId, firstName: 'Jeanne', lastName, dateOfBirth: '2012-04-01', isMajor: false })
    .returning({ id: patients.id });
  if (!row) throw new Error('patient not created');
  return row.id;
}

const docsPath = (patientId: string) => `/api/v1/patients/${patientId}/documents`;
const pdf = (name = 'compte-rendu.pdf'): UploadFile => ({ name, bytes: samples.pdf });
function filesForm(files: UploadFile[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return form;
}
const upload = (cookie: string | undefined, patientId: string, files: UploadFile[]) => request(praxis, 'POST', docsPath(patientId), cookie, filesForm(files));
async function uploaded(cookie: string, patientId: string, files: UploadFile[]): Promise<TDocumentUploadResponse> {
  const res = await upload(cookie, patientId, files);
  expect(res.status, res.text).toBe(201);
  return res.body as TDocumentUploadResponse;
}
async function oneDocument(cookie: string, patientId: string, file: UploadFile = pdf()): Promise<TPatientDocument> {
  const body = await uploaded(cookie, patientId, [file]);
  const document = body.results[0]?.document;
  if (!document) throw new Error('no document');
  return document;
}
type List = { items: TPatientDocument[]; total: number; page: number; pageSize: number };
const list = async (cookie: string, patientId: string, query = '') => {
  const res = await request(praxis, 'GET', `${docsPath(patientId)}${query}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as List;
};
const storedUnder = (userId: string, patientId: string) =>
  filesUnder(praxis.env.filesDir).filter((f) => f.startsWith(`user_${userId}/patients/${patientId}/documents/`) && !f.split('/').at(-1)?.startsWith('.'));
const storagePathOf = async (documentId: string) => {
  const [row] = await praxis.database.db.select({ storagePath: patientDocuments.storagePath }).from(patientDocuments).where(eq(patientDocuments.id, documentId));
  return row?.storagePath ?? '';
};
const link = (cookie: string | undefined, patientId: string, documentId: string, purpose: 'view' | 'download') =>
  request(praxis, 'GET', `${docsPath(patientId)}/${documentId}/link?purpose=${purpose}`, cookie);

describe('patient documents: upload', () => {
  let patientId: string;
  beforeAll(async () => {
    patientId = await createPatient(world.owner, null, 'Dépôt');
  });

  it('stores each file under the spec path and records it, one result per file in order', async () => {
    const body = await uploaded(world.owner.cookie, patientId, [
      pdf('Bilan psychomoteur été.pdf'),
      { name: 'courrier.docx', bytes: samples.docx },
      { name: 'ancien.DOC', bytes: samples.doc },
      { name: 'notes.txt', bytes: samples.txt },
    ]);
    expect(body).toMatchObject({ successCount: 4, failureCount: 0 });
    expect(body.results.map((r) => [r.fileName, r.success, r.document?.fileType])).toEqual([
      ['Bilan psychomoteur été.pdf', true, 'pdf'],
      ['courrier.docx', true, 'docx'],
      ['ancien.DOC', true, 'doc'],
      ['notes.txt', true, 'txt'],
    ]);
    expect(body.results[0]?.document).toMatchObject({ patientId, fileName: 'Bilan psychomoteur été.pdf', mimeType: 'application/pdf', sizeBytes: samples.pdf.byteLength, summary: null, source: 'manual' });
    const path = await storagePathOf(body.results[0]?.document?.id ?? '');
    expect(path).toMatch(new RegExp(`^user_${world.owner.id}/patients/${patientId}/documents/\\d{13}_Bilan_psychomoteur_ete\\.pdf$`));
    expect(storedUnder(world.owner.id, patientId)).toHaveLength(4);
  });

  it('refuses bad files one by one with the spec messages, keeping the good ones', async () => {
    const before = storedUnder(world.owner.id, patientId).length;
    const big = new Uint8Array(FILE_MAX_BYTES + 1).fill(0x20);
    big.set(samples.pdf);
    const res = await upload(world.owner.cookie, patientId, [
      pdf('garde.pdf'),
      { name: 'photo.png', bytes: samples.png },
      { name: 'faux.pdf', bytes: samples.exe },
      { name: 'gros.pdf', bytes: big },
      { name: 'vide.txt', bytes: new Uint8Array() },
      pdf('garde.pdf'),
      { name: `${'n'.repeat(252)}.pdf`, bytes: samples.pdf },
    ]);
    expect(res.status, res.text).toBe(201);
    const body = res.body as TDocumentUploadResponse;
    expect(body).toMatchObject({ successCount: 1, failureCount: 6 });
    expect(body.results.map((r) => [r.fileName.slice(0, 12), r.success, r.error ?? null])).toEqual([
      ['garde.pdf', true, null],
      ['photo.png', false, documentMessages.badType],
      ['faux.pdf', false, fileMessages.contentMismatch],
      ['gros.pdf', false, documentMessages.tooLarge],
      ['vide.txt', false, fileMessages.empty],
      ['garde.pdf', false, documentMessages.duplicate('garde.pdf')],
      ['nnnnnnnnnnnn', false, fileMessages.nameTooLong],
    ]);
    expect(storedUnder(world.owner.id, patientId)).toHaveLength(before + 1);
  });

  it('answers 422 with the per-file results when no file is accepted', async () => {
    const res = await upload(world.owner.cookie, patientId, [{ name: 'programme.exe', bytes: samples.exe }]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: { code: 'VALIDATION', message: documentMessages.badType, fields: { 'files.0': documentMessages.badType } },
      results: [{ fileName: 'programme.exe', success: false, error: documentMessages.badType }],
      successCount: 0,
      failureCount: 1,
    });
    const two = await upload(world.owner.cookie, patientId, [{ name: 'a.png', bytes: samples.png }, { name: 'b.md', bytes: samples.md }]);
    expect(two.body).toMatchObject({ error: { message: `a.png : ${documentMessages.badType}` }, failureCount: 2 });
  });

  it('refuses no file and more than 10 files', async () => {
    const before = storedUnder(world.owner.id, patientId).length;
    const none = await upload(world.owner.cookie, patientId, []);
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ error: { message: documentMessages.noFile, fields: { files: documentMessages.noFile } } });
    const eleven = await upload(world.owner.cookie, patientId, Array.from({ length: 11 }, (_, i) => pdf(`doc-${i}.pdf`)));
    expect(eleven.status).toBe(422);
    expect(eleven.body).toMatchObject({ error: { message: documentMessages.tooMany } });
    const textPart = new FormData();
    textPart.append('files', 'pas un fichier');
    const text = await request(praxis, 'POST', docsPath(patientId), world.owner.cookie, textPart);
    expect(text.status).toBe(422);
    expect(text.body).toMatchObject({ error: { message: documentMessages.noFile } });
    expect((await request(praxis, 'POST', docsPath(patientId), world.owner.cookie, { files: 'x' })).status).toBe(415);
    expect(storedUnder(world.owner.id, patientId)).toHaveLength(before);
  });

  it('refuses a body beyond ten files of 15 Mo with the size message', async () => {
    const res = await praxis.request(docsPath(patientId), {
      method: 'POST',
      cookie: world.owner.cookie,
      body: filesForm([pdf()]),
      headers: { 'content-length': String(11 * FILE_MAX_BYTES) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: documentMessages.tooLarge } });
  });

  it("answers 'Patient non trouvé' for an unknown patient and 404 for a malformed id", async () => {
    const unknown = await upload(world.owner.cookie, crypto.randomUUID(), [pdf()]);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: patientMessages.notFound } });
    expect((await upload(world.owner.cookie, 'pas-un-uuid', [pdf()])).status).toBe(404);
    expect((await request(praxis, 'GET', docsPath('pas-un-uuid'), world.owner.cookie)).status).toBe(404);
  });

  it('removes the stored file when the database insert fails (Erreur de base de données)', async () => {
    await praxis.database.exec(`
      CREATE FUNCTION test_fail_patient_document() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.file_name = 'orphelin.pdf' THEN RAISE EXCEPTION 'insertion refusée par le test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_patient_document BEFORE INSERT ON patient_documents FOR EACH ROW EXECUTE FUNCTION test_fail_patient_document();
    `);
    try {
      const before = storedUnder(world.owner.id, patientId);
      const res = await upload(world.owner.cookie, patientId, [pdf('orphelin.pdf'), pdf('voisin.pdf')]);
      expect(res.status).toBe(201);
      expect((res.body as TDocumentUploadResponse).results.map((r) => [r.fileName, r.success, r.error ?? null])).toEqual([
        ['orphelin.pdf', false, documentMessages.databaseError('Une erreur interne est survenue. Veuillez réessayer.')],
        ['voisin.pdf', true, null],
      ]);
      const after = storedUnder(world.owner.id, patientId);
      expect(after.filter((f) => f.includes('orphelin'))).toEqual([]);
      expect(after).toHaveLength(before.length + 1);
    } finally {
      await praxis.database.exec('DROP TRIGGER test_fail_patient_document ON patient_documents; DROP FUNCTION test_fail_patient_document();');
    }
  });

  it("reports a storage failure as 'Erreur d'upload' and records nothing", async () => {
    const put = praxis.storage.put;
    praxis.storage.put = () => Promise.reject(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    try {
      const res = await upload(world.owner.cookie, patientId, [pdf('disque-plein.pdf')]);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ results: [{ success: false, error: documentMessages.uploadError('Une erreur interne est survenue. Veuillez réessayer.') }] });
    } finally {
      praxis.storage.put = put;
    }
    const rows = await praxis.database.db.select({ id: patientDocuments.id }).from(patientDocuments).where(eq(patientDocuments.fileName, 'disque-plein.pdf'));
    expect(rows).toEqual([]);
  });
});

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

describe('patient documents in the OpenAPI document', () => {
  it('documents the upload as multipart with repeated binary files', async () => {
    const doc = (await (await praxis.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>>;
    };
    expect(doc.paths['/api/v1/patients/{id}/documents']?.post?.requestBody?.content['multipart/form-data']?.schema.properties.files).toEqual({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/patients/{id}/documents/{docId}/link', '/api/v1/patients/{id}/documents/{docId}']));
  });
});
