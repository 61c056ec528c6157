import { and, eq } from 'drizzle-orm';
import type { TKnowledgeItem, TKnowledgeItemPatch } from '@praxis/shared/settings/schemas';
import { knowledgeItems } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { knowledgeItemColumns, toKnowledgeItem } from './knowledge-item-row';

/** Own items only, by id and user (spec 2 §7): a shared item answers 404. The file cannot be replaced. */
export async function updateKnowledgeItem(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  id: string,
  patch: TKnowledgeItemPatch,
): Promise<TKnowledgeItem> {
  const [row] = await deps.db
    .update(knowledgeItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(ownerWhere(knowledgeItems, scope), eq(knowledgeItems.id, id)))
    .returning(knowledgeItemColumns);
  if (!row) throw AppError.notFound();
  return toKnowledgeItem(row, scope.userId, deps.storage);
}
