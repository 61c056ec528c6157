import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { TTestDefinition, TTestFilters } from '@praxis/shared/testotheque/schemas';
import { effectiveTestSearch } from '@praxis/shared/testotheque/search';
import { testDefinitions } from '../../db/schema';
import type { Database } from '../../lib/db';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { readableTestWhere, testColumns, toTests } from './test-row';
import { testSearchWhere } from './test-search';

/** A library is a few hundred tests at most; the list is sent whole (the web filters it further). */
const LIST_LIMIT = 2000;

/**
 * Spec 3 §6, §7: active shared tests plus the scope's own, newest first (the catalogue, all of one
 * date, by title), with the search from 2 characters and the status filter.
 */
export async function findTests(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  filters: TTestFilters,
): Promise<{ items: TTestDefinition[]; total: number }> {
  const conditions: SQL[] = [readableTestWhere(scope)];
  const term = effectiveTestSearch(filters.search);
  if (term) conditions.push(testSearchWhere(term));
  if (filters.status !== 'all') conditions.push(eq(testDefinitions.isActive, filters.status === 'active'));
  const rows = await deps.db
    .select(testColumns(scope))
    .from(testDefinitions)
    .where(and(...conditions))
    .orderBy(desc(testDefinitions.createdAt), asc(testDefinitions.title), asc(testDefinitions.id))
    .limit(LIST_LIMIT);
  const items = await toTests(deps, scope, rows);
  return { items, total: items.length };
}
