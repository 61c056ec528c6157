import { and, arrayContains, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { TUserDocument, TUserDocumentFilters } from '@praxis/shared/settings/schemas';
import { userDocuments } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { containsText, searchTerm } from '../../lib/search';
import type { FileStorage } from '../../lib/storage';
import { toUserDocument, userDocumentColumns } from './user-document-row';

/**
 * Active documents of the scope (by organisation, else by user), newest first, with the title
 * search (from 2 characters, case and accents ignored), the trame filter and a tag (spec 2 §7).
 */
export async function findUserDocuments(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  filters: TUserDocumentFilters,
): Promise<{ items: TUserDocument[]; total: number }> {
  const conditions: SQL[] = [scopeWhere(userDocuments, scope), eq(userDocuments.isActive, true)];
  const term = searchTerm(filters.search);
  if (term) conditions.push(containsText(userDocuments.title, term));
  if (filters.trameId === 'none') conditions.push(isNull(userDocuments.trameId));
  else if (filters.trameId) conditions.push(eq(userDocuments.trameId, filters.trameId));
  if (filters.tag) conditions.push(arrayContains(userDocuments.tags, [filters.tag]));
  const where = and(...conditions);

  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(userDocumentColumns)
      .from(userDocuments)
      .where(where)
      .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    deps.db.select({ total: count() }).from(userDocuments).where(where),
  ]);
  const now = new Date();
  return { items: await Promise.all(rows.map((row) => toUserDocument(row, scope.userId, deps.storage, now))), total: counted?.total ?? 0 };
}
