import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TUserDocument, TUserDocumentCreated } from '@praxis/shared/settings/schemas';
import { userDocuments } from '../../db/schema';
import { filesUnder, samples, uploadForm, type UploadFile } from '../../test/files';
import type { TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';

/** What the user documents' tests share: the address, a sample PDF and requests bound to the test's Praxis. */
export const base = '/api/v1/user-documents';
export const pdf = (name = 'rapport.pdf'): UploadFile => ({ name, bytes: samples.pdf, type: 'application/pdf' });

/** Requests and row helpers on the Praxis a test file creates in its beforeAll (read when called). */
export function userDocumentHelpers(praxis: () => TestPraxis) {
  async function upload(cookie: string, fields: Record<string, string | string[] | undefined>, file?: UploadFile) {
    return request(praxis(), 'POST', base, cookie, uploadForm(fields, file));
  }
  async function createDocument(cookie: string, title: string, extra: Record<string, string | string[]> = {}, file = pdf()) {
    const res = await upload(cookie, { title, ...extra }, file);
    expect(res.status, res.text).toBe(201);
    return res.body as TUserDocumentCreated;
  }
  const list = async (cookie: string, query = '') =>
    (await request(praxis(), 'GET', `${base}${query}`, cookie)).body as { items: TUserDocument[]; total: number };
  const storedFiles = () => filesUnder(praxis().env.filesDir).filter((f) => !path.basename(f).startsWith('.'));
  const setRow = (id: string, values: Partial<typeof userDocuments.$inferInsert>) =>
    praxis().database.db.update(userDocuments).set(values).where(eq(userDocuments.id, id));
  return { upload, createDocument, list, storedFiles, setRow };
}
