import type { TTrameDocument } from '@praxis/shared/trames/schemas';
import { trameDocuments } from '../../db/schema';
import type { Database } from '../../lib/db';
import type { FileStorage } from '../../lib/storage';
import { hasBase64Column, toStoredFile } from '../../lib/stored-file';

export const documentColumns = {
  id: trameDocuments.id,
  trameId: trameDocuments.trameId,
  title: trameDocuments.title,
  nom: trameDocuments.nom,
  description: trameDocuments.description,
  descriptionIa: trameDocuments.descriptionIa,
  fileName: trameDocuments.fileName,
  fileType: trameDocuments.fileType,
  createdAt: trameDocuments.createdAt,
  updatedAt: trameDocuments.updatedAt,
  storagePath: trameDocuments.storagePath,
  signedUrl: trameDocuments.signedUrl,
  signedUrlExpiresAt: trameDocuments.signedUrlExpiresAt,
  hasBase64: hasBase64Column(trameDocuments.attachmentBase64),
  mimeType: trameDocuments.mimeType,
  sizeBytes: trameDocuments.sizeBytes,
};

export const selectDocuments = (db: Database) => db.select(documentColumns).from(trameDocuments);
type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];

export async function toDocument(
  row: DocumentRow,
  storage: FileStorage,
  now = new Date(),
): Promise<TTrameDocument> {
  return {
    id: row.id,
    trameId: row.trameId,
    title: row.title,
    nom: row.nom,
    description: row.description,
    descriptionIa: row.descriptionIa,
    fileName: row.fileName,
    fileType: row.fileType,
    file: await toStoredFile(row, storage, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
