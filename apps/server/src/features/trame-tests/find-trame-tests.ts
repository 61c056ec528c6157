import { asc, eq } from 'drizzle-orm';
import type { TTrameTest } from '@praxis/shared/testotheque/schemas';
import { testDefinitions, trameTests } from '../../db/schema';
import type { Database } from '../../lib/db';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { requireBilanTrame } from './bilan-trame';
import { assignedTestWhere, toTrameTest, trameTestColumns } from './trame-test-row';

/** The tests assigned to the owner's bilan trame, in the order they were assigned. */
export async function findTrameTests(deps: { db: Database; storage: FileStorage }, scope: Scope, trameId: string): Promise<{ items: TTrameTest[]; total: number }> {
  const trame = await requireBilanTrame(deps.db, scope, trameId);
  const rows = await deps.db
    .select(trameTestColumns(scope))
    .from(trameTests)
    .innerJoin(testDefinitions, assignedTestWhere(scope))
    .where(eq(trameTests.trameId, trame.id))
    .orderBy(asc(trameTests.createdAt), asc(trameTests.id));
  const now = new Date();
  const items = await Promise.all(rows.map((row) => toTrameTest(row, deps.storage, now)));
  return { items, total: items.length };
}
