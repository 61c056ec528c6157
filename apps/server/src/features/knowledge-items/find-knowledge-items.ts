import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TKnowledgeFilters, TKnowledgeItem } from '@praxis/shared/settings/schemas';
import { knowledgeItems } from '../../db/schema';
import type { Database } from '../../lib/db';
import type { Scope } from '../../lib/scope';
import { containsText, searchTerm } from '../../lib/search';
import type { FileStorage } from '../../lib/storage';
import { knowledgeItemColumns, readableWhere, toKnowledgeItem } from './knowledge-item-row';

/** Shared items plus the scope's own, newest first; title search from 2 characters; kind filter. */
export async function findKnowledgeItems(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  filters: TKnowledgeFilters,
): Promise<{ items: TKnowledgeItem[]; total: number }> {
  const conditions: SQL[] = [readableWhere(scope)];
  const term = searchTerm(filters.search);
  if (term) conditions.push(containsText(knowledgeItems.title, term));
  if (filters.kind && filters.kind !== 'all') conditions.push(eq(knowledgeItems.kind, filters.kind));
  const where = and(...conditions);

  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(knowledgeItemColumns)
      .from(knowledgeItems)
      .where(where)
      .orderBy(desc(knowledgeItems.createdAt), desc(knowledgeItems.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    deps.db.select({ total: count() }).from(knowledgeItems).where(where),
  ]);
  const now = new Date();
  return { items: await Promise.all(rows.map((row) => toKnowledgeItem(row, scope.userId, deps.storage, now))), total: counted?.total ?? 0 };
}
