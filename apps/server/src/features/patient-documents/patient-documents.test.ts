import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentMessages, patientMessages, type TDocumentUploadResponse } from '@praxis/shared/patients/schemas';
import { FILE_MAX_BYTES, fileMessages } from '@praxis/shared/settings/schemas';
import { patientDocuments } from '../../db/schema';
import { samples } from '../../test/files';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { docsPath, filesForm, patientDocumentHelpers, pdf } from './patient-documents.fixtures';

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

const { createPatient, upload, uploaded, storedUnder, storagePathOf } = patientDocumentHelpers(() => praxis);

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
