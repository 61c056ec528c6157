import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, fileMessages, type TUserDocument, type TUserDocumentCreated } from '@praxis/shared/settings/schemas';
import { userDocuments } from '../../db/schema';
import { filesUnder, samples, uploadForm, type UploadFile } from '../../test/files';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { base, pdf, userDocumentHelpers } from './user-documents.fixtures';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-documents');
});
afterAll(async () => {
  await praxis.close();
});

const { upload, createDocument, list, storedFiles, setRow } = userDocumentHelpers(() => praxis);

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
