import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TDocumentUploadResponse, TPatientDocument } from '@praxis/shared/patients/schemas';
import { patientDocuments, patients } from '../../db/schema';
import { filesUnder, samples, type UploadFile } from '../../test/files';
import type { TestUser } from '../../test/factories';
import type { TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';

/** What the patient documents' tests share: the addresses, a sample PDF, the multipart form. */
export const docsPath = (patientId: string) => `/api/v1/patients/${patientId}/documents`;
export const pdf = (name = 'compte-rendu.pdf'): UploadFile => ({ name, bytes: samples.pdf });
export function filesForm(files: UploadFile[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return form;
}
type List = { items: TPatientDocument[]; total: number; page: number; pageSize: number };

/** Requests and row helpers on the Praxis a test file creates in its beforeAll (read when called). */
export function patientDocumentHelpers(praxis: () => TestPraxis) {
  async function createPatient(owner: TestUser, organizationId: string | null, lastName: string): Promise<string> {
    const [row] = await praxis()
      .database.db.insert(patients)
      .values({ userId: owner.id, organizationId, firstName: 'Jeanne', lastName, dateOfBirth: '2012-04-01', isMajor: false })
      .returning({ id: patients.id });
    if (!row) throw new Error('patient not created');
    return row.id;
  }
  const upload = (cookie: string | undefined, patientId: string, files: UploadFile[]) =>
    request(praxis(), 'POST', docsPath(patientId), cookie, filesForm(files));
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
  const list = async (cookie: string, patientId: string, query = '') => {
    const res = await request(praxis(), 'GET', `${docsPath(patientId)}${query}`, cookie);
    expect(res.status, res.text).toBe(200);
    return res.body as List;
  };
  const storedUnder = (userId: string, patientId: string) =>
    filesUnder(praxis().env.filesDir).filter((f) => f.startsWith(`user_${userId}/patients/${patientId}/documents/`) && !f.split('/').at(-1)?.startsWith('.'));
  const storagePathOf = async (documentId: string) => {
    const [row] = await praxis()
      .database.db.select({ storagePath: patientDocuments.storagePath })
      .from(patientDocuments)
      .where(eq(patientDocuments.id, documentId));
    return row?.storagePath ?? '';
  };
  const link = (cookie: string | undefined, patientId: string, documentId: string, purpose: 'view' | 'download') =>
    request(praxis(), 'GET', `${docsPath(patientId)}/${documentId}/link?purpose=${purpose}`, cookie);
  return { createPatient, upload, uploaded, oneDocument, list, storedUnder, storagePathOf, link };
}
