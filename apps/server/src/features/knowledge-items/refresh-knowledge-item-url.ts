import { and, eq } from 'drizzle-orm';
import { fileMessages, SIGNED_URL_TTL_SECONDS, type TKnowledgeItem } from '@praxis/shared/settings/schemas';
import { knowledgeItems } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { knowledgeItemColumns, readableWhere, toKnowledgeItem } from './knowledge-item-row';

/**
 * A new signed address (24 hours) for an item the scope can read, shared ones included. A file
 * that is gone is not signed: the item comes back with the state 'missing'.
 */
export async function refreshKnowledgeItemUrl(deps: { db: Database; storage: FileStorage }, scope: Scope, id: string): Promise<TKnowledgeItem> {
  const where = and(readableWhere(scope), eq(knowledgeItems.id, id));
  const [current] = await deps.db.select(knowledgeItemColumns).from(knowledgeItems).where(where).limit(1);
  if (!current) throw AppError.notFound();
  if (!current.storagePath) throw AppError.notFound(fileMessages.nothingToDownload);
  if (!(await deps.storage.exists(current.storagePath))) return toKnowledgeItem(current, scope.userId, deps.storage);
  const signed = await deps.storage.signedUrl(current.storagePath, SIGNED_URL_TTL_SECONDS.knowledgeItems);
  const [row] = await deps.db
    .update(knowledgeItems)
    .set({ signedUrl: signed.url, signedUrlExpiresAt: signed.expiresAt })
    .where(where)
    .returning(knowledgeItemColumns);
  if (!row) throw AppError.notFound();
  return toKnowledgeItem(row, scope.userId, deps.storage);
}
