import { trameExamples } from '../../db/schema';
import type { TTrameExample } from '@praxis/shared/trames/schemas';
import type { Database } from '../../lib/db';
import type { FileStorage } from '../../lib/storage';
import { hasBase64Column, toStoredFile } from '../../lib/stored-file';

/** The columns an example answers with: never its text (pseudonymised or not) nor its base64 copy. */
export const exampleColumns = {
  id: trameExamples.id,
  trameId: trameExamples.trameId,
  fileName: trameExamples.fileName,
  fileSize: trameExamples.fileSize,
  status: trameExamples.status,
  errorMessage: trameExamples.errorMessage,
  pageCount: trameExamples.pageCount,
  analyzedAt: trameExamples.analyzedAt,
  createdAt: trameExamples.createdAt,
  storagePath: trameExamples.storagePath,
  signedUrl: trameExamples.signedUrl,
  signedUrlExpiresAt: trameExamples.signedUrlExpiresAt,
  hasBase64: hasBase64Column(trameExamples.attachmentBase64),
  mimeType: trameExamples.fileType,
  sizeBytes: trameExamples.fileSize,
};

export const selectExamples = (db: Database) => db.select(exampleColumns).from(trameExamples);
type ExampleRow = Awaited<ReturnType<typeof selectExamples>>[number];

const STATUSES = ['pending', 'done', 'failed'] as const;

export async function toExample(
  row: ExampleRow,
  storage: FileStorage,
  now = new Date(),
): Promise<TTrameExample> {
  const status = (STATUSES as readonly string[]).includes(row.status)
    ? (row.status as TTrameExample['status'])
    : 'pending';
  return {
    id: row.id,
    trameId: row.trameId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    status,
    errorMessage: row.errorMessage,
    pageCount: row.pageCount,
    analyzedAt: row.analyzedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    file: await toStoredFile(row, storage, now),
  };
}
