import { and, eq } from 'drizzle-orm';
import { fileMessages, SIGNED_URL_TTL_SECONDS, type TUserDocument } from '@praxis/shared/settings/schemas';
import { userDocuments } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { toUserDocument, userDocumentColumns } from './user-document-row';

/**
 * A new signed address (1 hour) for a document of the scope. A file that is gone is not signed:
 * the document comes back with the state 'missing' ('Fichier inaccessible').
 */
export async function refreshUserDocumentUrl(deps: { db: Database; storage: FileStorage }, scope: Scope, id: string): Promise<TUserDocument> {
  const where = and(scopeWhere(userDocuments, scope), eq(userDocuments.id, id), eq(userDocuments.isActive, true));
  const [current] = await deps.db.select(userDocumentColumns).from(userDocuments).where(where).limit(1);
  if (!current) throw AppError.notFound();
  if (!current.storagePath) throw AppError.notFound(fileMessages.noFile);
  if (!(await deps.storage.exists(current.storagePath))) return toUserDocument(current, scope.userId, deps.storage);
  const signed = await deps.storage.signedUrl(current.storagePath, SIGNED_URL_TTL_SECONDS.userDocuments);
  const [row] = await deps.db
    .update(userDocuments)
    .set({ signedUrl: signed.url, signedUrlExpiresAt: signed.expiresAt })
    .where(where)
    .returning(userDocumentColumns);
  if (!row) throw AppError.notFound();
  return toUserDocument(row, scope.userId, deps.storage);
}
