import type { TUserDocument } from '@praxis/shared/settings/schemas';
import { userDocuments } from '../../db/schema';
import { ownerColumns, ownershipOf, type OwnerRow } from '../../lib/ownership';
import type { FileStorage } from '../../lib/storage';
import { hasBase64Column, toStoredFile, type StoredFileRow } from '../../lib/stored-file';

/** The columns a user document answers with (the base64 copy is only flagged, never read). */
export const userDocumentColumns = {
  id: userDocuments.id,
  title: userDocuments.title,
  description: userDocuments.description,
  descriptionIa: userDocuments.descriptionIa,
  trameId: userDocuments.trameId,
  tags: userDocuments.tags,
  createdAt: userDocuments.createdAt,
  updatedAt: userDocuments.updatedAt,
  storagePath: userDocuments.storagePath,
  signedUrl: userDocuments.signedUrl,
  signedUrlExpiresAt: userDocuments.signedUrlExpiresAt,
  hasBase64: hasBase64Column(userDocuments.attachmentBase64),
  mimeType: userDocuments.mimeType,
  sizeBytes: userDocuments.sizeBytes,
  ...ownerColumns(userDocuments.userId),
};

type Row = Pick<typeof userDocuments.$inferSelect, 'id' | 'title' | 'description' | 'descriptionIa' | 'trameId' | 'tags' | 'createdAt' | 'updatedAt'> &
  StoredFileRow &
  OwnerRow;

export async function toUserDocument(row: Row, viewerId: string, storage: FileStorage, now = new Date()): Promise<TUserDocument> {
  return {
    id: row.id,
    ...ownershipOf(row, viewerId),
    title: row.title,
    description: row.description,
    descriptionIa: row.descriptionIa,
    trameId: row.trameId,
    tags: row.tags,
    file: await toStoredFile(row, storage, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
