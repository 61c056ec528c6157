import { and, eq } from 'drizzle-orm';
import type { TUserDocument, TUserDocumentPatch } from '@praxis/shared/settings/schemas';
import { userDocuments } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { assertLinkableTrame } from './trame-link';
import { toUserDocument, userDocumentColumns } from './user-document-row';

/** Fields only (the file cannot be replaced); by id and user (spec 2 §7). `nom` follows the title. */
export async function updateUserDocument(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  id: string,
  patch: TUserDocumentPatch,
): Promise<TUserDocument> {
  await assertLinkableTrame(deps.db, scope, patch.trameId);
  const [row] = await deps.db
    .update(userDocuments)
    .set({ ...patch, ...(patch.title !== undefined ? { nom: patch.title } : {}), updatedAt: new Date() })
    .where(and(ownerWhere(userDocuments, scope), eq(userDocuments.id, id), eq(userDocuments.isActive, true)))
    .returning(userDocumentColumns);
  if (!row) throw AppError.notFound();
  return toUserDocument(row, scope.userId, deps.storage);
}
