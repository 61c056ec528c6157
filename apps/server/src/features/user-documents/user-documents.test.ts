import { mkdirSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, fileMessages, type TUserDocument, type TUserDocumentCreated } from '@praxis/shared/settings/schemas';
import { trames, trameTypes, userDocuments } from '../../db/schema';
import { filesUnder, samples, uploadForm, type UploadFile } from '../../test/files';
import { createUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-documents');
});
afterAll(async () => {
  await praxis.close();
});

const base = '/api/v1/user-documents';
const pdf = (name = 'rapport.pdf'): UploadFile => ({ name, bytes: samples.pdf, type: 'application/pdf' });

async function upload(cookie: string, fields: Record<string, string | string[] | undefined>, file?: UploadFile) {
  return request(praxis, 'POST', base, cookie, uploadForm(fields, file));
}
async function createDocument(cookie: string, title: string, extra: Record<string, string | string[]> = {}, file = pdf()) {
  const res = await upload(cookie, { title, ...extra }, file);
  expect(res.status, res.text).toBe(201);
  return res.body as TUserDocumentCreated;
}
const list = async (cookie: string, query = '') => (await request(praxis, 'GET', `${base}${query}`, cookie)).body as { items: TUserDocument[]; total: number };
const storedFiles = () => filesUnder(praxis.env.filesDir).filter((f) => !path.basename(f).startsWith('.'));
const setRow = (id: string, values: Partial<typeof userDocuments.$inferInsert>) =>
  praxis.database.db.update(userDocuments).set(values).where(eq(userDocuments.id, id));

describe('user documents: upload', () => {
  it('stores the file under the spec path, signs it for 1 hour, and answers the document', async () => {
    const before = Date.now();
    const res = await upload(
      world.owner.cookie,
      { title: ' Compte rendu type ', description: 'Modèle', descriptionIa: 'À suivre', tags: [' bilan ', 'Bilan', 'modèle'] },
      pdf(),
    );
    expect(res.status, res.text).toBe(201);
    const doc = res.body as TUserDocumentCreated;
    expect(doc).toMatchObject({
      title: 'Compte rendu type',
      description: 'Modèle',
      descriptionIa: 'À suivre',
      trameId: null,
      tags: ['bilan', 'modèle'],
      renamedFrom: null,
      file: { fileName: 'rapport.pdf', mimeType: 'application/pdf', sizeBytes: samples.pdf.byteLength, hasBase64: false, state: 'signed' },
    });
    expect(doc.file?.signedUrl).toMatch(new RegExp(`^/api/files/user_${world.owner.id}/documents/\\d{13}_rapport\\.pdf\\?exp=\\d+&sig=[\\w-]+$`));
    const expiresIn = Date.parse(doc.file?.signedUrlExpiresAt ?? '') - before;
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3601_000);

    const [row] = await praxis.database.db
      .select({ nom: userDocuments.nom, source: userDocuments.source, storagePath: userDocuments.storagePath, isActive: userDocuments.isActive })
      .from(userDocuments)
      .where(eq(userDocuments.id, doc.id));
    expect(row).toMatchObject({ nom: 'Compte rendu type', source: 'upload', isActive: true });
    expect(storedFiles()).toContain(row?.storagePath);
  });

  it('serves the stored file through the signed address, inline, and as a download', async () => {
    const doc = await createDocument(world.owner.cookie, 'Lisible');
    const open = await praxis.request(doc.file?.signedUrl ?? '');
    expect(open.status).toBe(200);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(samples.pdf);
    expect(open.headers.get('content-type')).toBe('application/pdf');
    expect(open.headers.get('content-disposition')).toBe(`inline; filename="rapport.pdf"; filename*=UTF-8''rapport.pdf`);
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    const download = await praxis.request(doc.file?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="rapport\.pdf"/);
  });

  it('accepts the tags as one JSON array field, and every allowed type by content', async () => {
    const json = await createDocument(world.owner.cookie, 'Tags JSON', { tags: JSON.stringify(['a', 'b']) });
    expect(json.tags).toEqual(['a', 'b']);
    for (const [name, bytes] of [
      ['fiche.doc', samples.doc],
      ['fiche.docx', samples.docx],
      ['note.txt', samples.txt],
      ['photo.png', samples.png],
      ['photo.jpg', samples.jpeg],
      ['photo.jpeg', samples.jpeg],
      ['anim.gif', samples.gif],
      ['image.webp', samples.webp],
    ] as const) {
      const doc = await createDocument(world.owner.cookie, `Type ${name}`, {}, { name, bytes });
      expect(doc.file?.fileName).toBe(name);
    }
  });

  it('normalises the file name and tells the client (renamedFrom)', async () => {
    const doc = await createDocument(world.owner.cookie, 'Renommé', {}, pdf('Bilan été (final) #2.PDF'));
    expect(doc.renamedFrom).toBe('Bilan été (final) #2.PDF');
    expect(doc.file?.fileName).toBe('Bilan_ete_final_2.pdf');
    expect(doc.file?.signedUrl).toMatch(/\/\d{13}_Bilan_ete_final_2\.pdf\?/);
  });

  it('refuses bad files with the spec messages, leaving nothing on disk or in the database', async () => {
    const filesBefore = storedFiles();
    const cases: [UploadFile | undefined, number, string][] = [
      [undefined, 422, fileMessages.required],
      [{ name: 'vide.pdf', bytes: new Uint8Array() }, 422, fileMessages.empty],
      [{ name: 'facture.pdf', bytes: samples.exe }, 422, fileMessages.contentMismatch],
      [{ name: 'image.pdf', bytes: samples.png }, 422, fileMessages.contentMismatch],
      [{ name: 'note.txt', bytes: samples.exe }, 422, fileMessages.contentMismatch],
      [{ name: 'programme.exe', bytes: samples.exe }, 422, fileMessages.badType],
      [{ name: 'page.html', bytes: samples.txt }, 422, fileMessages.badType],
      [{ name: 'notes.md', bytes: samples.md }, 422, fileMessages.badType],
      [{ name: 'sans-extension', bytes: samples.pdf }, 422, fileMessages.noExtension],
      [{ name: `${'a'.repeat(252)}.pdf`, bytes: samples.pdf }, 422, fileMessages.nameTooLong],
      [{ name: 'gros.pdf', bytes: new Uint8Array(FILE_MAX_BYTES + 1).fill(0x25) }, 413, fileMessages.tooLarge],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(world.owner.cookie, { title: 'Refusé' }, file);
      expect(res.status, `${file?.name}: ${res.text}`).toBe(status);
      expect(res.body, file?.name).toMatchObject({ error: { message, fields: { file: message } } });
    }
    const noTitle = await upload(world.owner.cookie, { title: '' }, pdf());
    expect(noTitle.body).toMatchObject({ error: { fields: { title: 'Le titre est requis' } } });
    expect(storedFiles()).toEqual(filesBefore);
    const rows = await praxis.database.db.select({ id: userDocuments.id }).from(userDocuments).where(eq(userDocuments.title, 'Refusé'));
    expect(rows).toEqual([]);
  });

  it('takes files above the 1 MB JSON limit, up to 15 MB', async () => {
    const bytes = new Uint8Array(FILE_MAX_BYTES).fill(0x20);
    bytes.set(samples.pdf);
    const doc = await createDocument(world.owner.cookie, 'Quinze Mo', {}, { name: 'quinze.pdf', bytes });
    expect(doc.file?.sizeBytes).toBe(FILE_MAX_BYTES);
  });

  it('refuses a body beyond the upload limit with the file message, before reading it', async () => {
    const huge = await upload(world.owner.cookie, { title: 'Énorme' }, { name: 'enorme.pdf', bytes: new Uint8Array(FILE_MAX_BYTES + 2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: fileMessages.tooLarge } });
    // A declared length over the limit is refused at once, even with a small (valid) file.
    const res = await praxis.request(base, {
      method: 'POST',
      cookie: world.owner.cookie,
      body: uploadForm({ title: 'Annoncé énorme' }, pdf()),
      headers: { 'content-length': String(FILE_MAX_BYTES + 2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { message: fileMessages.tooLarge } });
  });

  it('keeps the 1 MB limit for JSON bodies', async () => {
    const doc = await createDocument(world.owner.cookie, 'Limite JSON');
    const res = await request(praxis, 'PATCH', `${base}/${doc.id}`, world.owner.cookie, { description: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });

  it('removes the stored file when the database insert fails', async () => {
    await praxis.database.exec(`
      CREATE FUNCTION test_fail_document_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'Échec forcé' THEN RAISE EXCEPTION 'insertion refusée par le test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_document_insert BEFORE INSERT ON user_documents
        FOR EACH ROW EXECUTE FUNCTION test_fail_document_insert();
    `);
    try {
      const filesBefore = storedFiles();
      const res = await upload(world.owner.cookie, { title: 'Échec forcé' }, pdf('orphelin.pdf'));
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: { code: 'INTERNAL', message: "Erreur lors de l'insertion du document" } });
      expect(storedFiles()).toEqual(filesBefore);
      expect(filesUnder(praxis.env.filesDir).some((f) => f.includes('orphelin'))).toBe(false);
    } finally {
      await praxis.database.exec('DROP TRIGGER test_fail_document_insert ON user_documents; DROP FUNCTION test_fail_document_insert();');
    }
  });
});

describe('user documents: list, edit, delete', () => {
  let trameId: string;
  let withTrame: TUserDocument;
  let plain: TUserDocument;

  beforeAll(async () => {
    const user = world.otherUser;
    const db = praxis.database.db;
    const [type] = await db.insert(trameTypes).values({ userId: user.id, label: 'Bilan psychomoteur', isBilan: true }).returning({ id: trameTypes.id });
    if (!type) throw new Error('no trame type');
    const [trame] = await db.insert(trames).values({ userId: user.id, name: 'Bilan enfant', trameTypeId: type.id }).returning({ id: trames.id });
    if (!trame) throw new Error('no trame');
    trameId = trame.id;
    withTrame = await createDocument(user.cookie, 'Été : bilan de Rémi', { trameId, tags: ['graphisme', 'bilan'] });
    plain = await createDocument(user.cookie, 'Fiche équilibre', { tags: ['équilibre'] });
  });

  const titles = async (query: string) => (await list(world.otherUser.cookie, query)).items.map((d) => d.title);

  it('lists newest first with the total', async () => {
    const all = await list(world.otherUser.cookie);
    expect(all.items.map((d) => d.id)).toEqual([plain.id, withTrame.id]);
    expect(all.total).toBe(2);
    const page = await list(world.otherUser.cookie, '?pageSize=1&page=2');
    expect(page.items.map((d) => d.id)).toEqual([withTrame.id]);
    expect(page.total).toBe(2);
  });

  it('searches titles from 2 characters, ignoring case and accents', async () => {
    expect(await titles('?search=ETE')).toEqual(['Été : bilan de Rémi']);
    expect(await titles('?search=remi')).toEqual(['Été : bilan de Rémi']);
    expect(await titles('?search=EQUIL')).toEqual(['Fiche équilibre']);
    expect(await titles('?search=e')).toHaveLength(2);
    expect(await titles('?search=%25')).toHaveLength(2);
    expect(await titles('?search=%25%25')).toEqual([]);
    expect(await titles('?search=zz')).toEqual([]);
  });

  it('filters by trame (a trame, or none) and by tag', async () => {
    expect(await titles(`?trameId=${trameId}`)).toEqual(['Été : bilan de Rémi']);
    expect(await titles('?trameId=none')).toEqual(['Fiche équilibre']);
    expect(await titles('?tag=graphisme')).toEqual(['Été : bilan de Rémi']);
    const bad = await request(praxis, 'GET', `${base}?trameId=autre`, world.otherUser.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { trameId: 'Trame invalide' } } });
  });

  it('edits the fields (nom follows the title) and keeps what the patch leaves out', async () => {
    const res = await request(praxis, 'PATCH', `${base}/${plain.id}`, world.otherUser.cookie, { title: 'Fiche équilibre v2', trameId: trameId });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ title: 'Fiche équilibre v2', trameId, tags: ['équilibre'], file: { state: 'signed' } });
    const [row] = await praxis.database.db.select({ nom: userDocuments.nom }).from(userDocuments).where(eq(userDocuments.id, plain.id));
    expect(row?.nom).toBe('Fiche équilibre v2');
    const refused = await request(praxis, 'PATCH', `${base}/${plain.id}`, world.otherUser.cookie, { title: ' ' });
    expect(refused.body).toMatchObject({ error: { fields: { title: 'Le titre est requis' } } });
    const multipart = await request(praxis, 'PATCH', `${base}/${plain.id}`, world.otherUser.cookie, uploadForm({ title: 'x' }, pdf()));
    expect(multipart.status).toBe(415);
  });

  it('deletes softly and removes the stored file; its address then answers 404', async () => {
    const doc = await createDocument(world.otherUser.cookie, 'À supprimer');
    const [before] = await praxis.database.db.select({ storagePath: userDocuments.storagePath }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    expect(storedFiles()).toContain(before?.storagePath);
    expect((await request(praxis, 'DELETE', `${base}/${doc.id}`, world.otherUser.cookie)).status).toBe(204);
    expect(storedFiles()).not.toContain(before?.storagePath);
    const [row] = await praxis.database.db.select({ isActive: userDocuments.isActive }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    expect(row?.isActive).toBe(false);
    const gone = await request(praxis, 'GET', doc.file?.signedUrl ?? '', undefined);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { message: fileMessages.fileNotFound } });
    expect((await request(praxis, 'DELETE', `${base}/${doc.id}`, world.otherUser.cookie)).status).toBe(404);
    expect((await request(praxis, 'POST', `${base}/${doc.id}/signed-url`, world.otherUser.cookie)).status).toBe(404);
  });

  it('deletes the document even when the file removal fails (only logged)', async () => {
    const doc = await createDocument(world.otherUser.cookie, 'Fichier coincé');
    const [row] = await praxis.database.db.select({ storagePath: userDocuments.storagePath }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    const file = path.join(praxis.env.filesDir, row?.storagePath ?? 'missing');
    // A folder in place of the file: unlink() then fails (EISDIR).
    unlinkSync(file);
    mkdirSync(file);
    try {
      expect((await request(praxis, 'DELETE', `${base}/${doc.id}`, world.otherUser.cookie)).status).toBe(204);
      expect((await list(world.otherUser.cookie)).items.map((d) => d.id)).not.toContain(doc.id);
    } finally {
      rmSync(file, { recursive: true, force: true });
    }
  });
});

describe('user documents: the associated trame', () => {
  async function makeTrame(userId: string, name: string, organizationId: string | null = null, deletedAt: Date | null = null) {
    const db = praxis.database.db;
    const [type] = await db.insert(trameTypes).values({ userId, organizationId, label: `Type ${name}`, isBilan: false }).returning({ id: trameTypes.id });
    if (!type) throw new Error('no trame type');
    const [trame] = await db.insert(trames).values({ userId, organizationId, name, trameTypeId: type.id, deletedAt }).returning({ id: trames.id });
    if (!trame) throw new Error('no trame');
    return trame.id;
  }
  const trameRefused = { error: { code: 'VALIDATION', message: 'Trame introuvable', fields: { trameId: 'Trame introuvable' } } };

  it("links a trame of the scope, a colleague's trame of the cabinet included", async () => {
    const own = await makeTrame(world.owner.id, 'Trame privée');
    const doc = await createDocument(world.owner.cookie, 'Lié à ma trame', { trameId: own });
    expect(doc.trameId).toBe(own);
    const cabinetTrame = await makeTrame(world.colleague.id, 'Trame du cabinet', world.cabinetId);
    const shared = await createDocument(world.ownerOrg.cookie, 'Lié à la trame du cabinet', { trameId: cabinetTrame });
    expect(shared.trameId).toBe(cabinetTrame);
    expect((await list(world.ownerOrg.cookie, `?trameId=${cabinetTrame}`)).items.map((d) => d.id)).toEqual([shared.id]);
  });

  it("refuses a trame of another user, of another space or deleted, on creation and edit, storing nothing", async () => {
    const theirs = await makeTrame(world.otherUser.id, 'Trame d’un autre');
    const cabinetTrame = await makeTrame(world.owner.id, 'Trame du cabinet (hors du privé)', world.cabinetId);
    const deleted = await makeTrame(world.owner.id, 'Trame supprimée', null, new Date());
    const doc = await createDocument(world.owner.cookie, 'Document à relier');
    const filesBefore = storedFiles();
    for (const trameId of [theirs, cabinetTrame, deleted, crypto.randomUUID()]) {
      const created = await upload(world.owner.cookie, { title: 'Trame refusée', trameId }, pdf());
      expect(created.status, created.text).toBe(422);
      expect(created.body).toMatchObject(trameRefused);
      const patched = await request(praxis, 'PATCH', `${base}/${doc.id}`, world.owner.cookie, { trameId });
      expect(patched.status, patched.text).toBe(422);
      expect(patched.body).toMatchObject(trameRefused);
    }
    expect(storedFiles()).toEqual(filesBefore);
    const rows = await praxis.database.db.select({ id: userDocuments.id }).from(userDocuments).where(eq(userDocuments.title, 'Trame refusée'));
    expect(rows).toEqual([]);
    const unlinked = await request(praxis, 'PATCH', `${base}/${doc.id}`, world.owner.cookie, { trameId: null });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(unlinked.body).toMatchObject({ trameId: null });
  });
});

describe('user documents: pages', () => {
  it('pages past 100 documents with the total, so the 101st is reachable', async () => {
    const user = await createUser(praxis, { firstName: 'Paul', lastName: 'Pages' });
    const start = Date.UTC(2026, 0, 1);
    await praxis.database.db.insert(userDocuments).values(
      Array.from({ length: 101 }, (_, i) => ({
        userId: user.id,
        title: `Document ${String(i + 1).padStart(3, '0')}`,
        nom: `Document ${i + 1}`,
        tags: [],
        createdAt: new Date(start + (101 - i) * 60_000),
      })),
    );
    const first = await list(user.cookie);
    expect(first.total).toBe(101);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]?.title).toBe('Document 001');
    const second = await list(user.cookie, '?page=2');
    expect(second).toMatchObject({ total: 101 });
    expect(second.items.map((d) => d.title)).toEqual(['Document 101']);
    const past = await list(user.cookie, '?page=3');
    expect(past).toMatchObject({ items: [], total: 101 });
    const bad = await request(praxis, 'GET', `${base}?page=0`, user.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { page: 'Page invalide' } } });
  });
});

describe('user documents: file states and the refresh action', () => {
  it('reports signed, expired, base64 and missing, and refreshes the address', async () => {
    const doc = await createDocument(world.owner.cookie, 'États du fichier');
    const stateOf = async () => (await list(world.owner.cookie)).items.find((d) => d.id === doc.id)?.file;
    expect(await stateOf()).toMatchObject({ state: 'signed' });

    await setRow(doc.id, { signedUrlExpiresAt: new Date(Date.now() - 1000) });
    expect(await stateOf()).toMatchObject({ state: 'expired', downloadUrl: null });

    await setRow(doc.id, { attachmentBase64: Buffer.from(samples.pdf).toString('base64') });
    expect(await stateOf()).toMatchObject({ state: 'base64', hasBase64: true });
    await setRow(doc.id, { attachmentBase64: null });

    const refreshed = await request(praxis, 'POST', `${base}/${doc.id}/signed-url`, world.owner.cookie);
    expect(refreshed.status, refreshed.text).toBe(200);
    const file = (refreshed.body as TUserDocument).file;
    expect(file).toMatchObject({ state: 'signed' });
    expect(Date.parse(file?.signedUrlExpiresAt ?? '')).toBeGreaterThan(Date.now() + 3500_000);
    expect((await praxis.request(file?.signedUrl ?? '')).status).toBe(200);

    const [row] = await praxis.database.db.select({ storagePath: userDocuments.storagePath }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    unlinkSync(path.join(praxis.env.filesDir, row?.storagePath ?? 'missing'));
    expect(await stateOf()).toMatchObject({ state: 'missing', downloadUrl: null });
    const notSigned = await request(praxis, 'POST', `${base}/${doc.id}/signed-url`, world.owner.cookie);
    expect(notSigned.status).toBe(200);
    expect((notSigned.body as TUserDocument).file).toMatchObject({ state: 'missing' });
  });

  it("answers 'Aucun fichier associé à ce document' for a document without a stored file", async () => {
    const doc = await createDocument(world.owner.cookie, 'Sans fichier');
    await setRow(doc.id, { storagePath: null, signedUrl: null, signedUrlExpiresAt: null });
    const res = await request(praxis, 'POST', `${base}/${doc.id}/signed-url`, world.owner.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { message: fileMessages.noFile } });
    expect((await list(world.owner.cookie)).items.find((d) => d.id === doc.id)?.file).toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await request(praxis, 'POST', `${base}/${crypto.randomUUID()}/signed-url`, world.owner.cookie)).status).toBe(404);
    expect((await request(praxis, 'POST', `${base}/pas-un-uuid/signed-url`, world.owner.cookie)).status).toBe(404);
  });
});

describe('user documents in the OpenAPI document', () => {
  it('documents the upload as multipart with a binary file part', async () => {
    const doc = (await (await praxis.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> } }>>;
    };
    const form = doc.paths['/api/v1/user-documents']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(form?.required).toEqual(expect.arrayContaining(['title', 'file']));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/user-documents/{id}/signed-url', '/api/v1/knowledge-items', '/api/v1/reminder-rules/{id}', '/api/v1/trame-types', '/api/v1/consultation-reasons', '/api/v1/appointment-types']),
    );
  });
});

describe('user documents in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s rows', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const marker = `Document secret ${mode} Axolotl`;
    const doc = await createDocument(owner.cookie, marker);
    await expectRowIsolation(praxis, world, {
      name: 'user document',
      listPath: base,
      itemPath: `${base}/${doc.id}`,
      marker,
      mode,
      ownership: true,
      patchBody: { description: 'modifiée' },
      readPosts: [`${base}/${doc.id}/signed-url`],
    });
  });

  it('never lets a signed address of one document open another', async () => {
    const mine = await createDocument(world.owner.cookie, 'Adresse A', {}, pdf('a.pdf'));
    const theirs = await createDocument(world.otherUser.cookie, 'Adresse B', {}, pdf('b.pdf'));
    const [minePath, theirPath] = [mine.file?.signedUrl ?? '', theirs.file?.signedUrl ?? ''].map((u) => u.split('?'));
    const forged = await request(praxis, 'GET', `${theirPath?.[0]}?${minePath?.[1]}`, undefined);
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: { message: fileMessages.linkInvalid } });
  });
});
