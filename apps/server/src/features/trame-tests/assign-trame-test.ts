import { and, eq } from 'drizzle-orm';
import { testMessages, type TTrameTest } from '@praxis/shared/testotheque/schemas';
import { testDefinitions, trameTests } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { readableTestWhere, testColumns, toTest } from '../tests/test-row';
import { requireBilanTrame } from './bilan-trame';

/**
 * Assigns a test the scope may read (an active shared test, or one of the scope's own) to the
 * owner's bilan trame. A test already assigned answers 409.
 */
export async function assignTrameTest(deps: { db: Database; storage: FileStorage }, scope: Scope, trameId: string, testId: string): Promise<TTrameTest> {
  const trame = await requireBilanTrame(deps.db, scope, trameId);
  const [test] = await deps.db
    .select(testColumns(scope))
    .from(testDefinitions)
    .where(and(readableTestWhere(scope), eq(testDefinitions.id, testId)))
    .limit(1);
  if (!test) throw new AppError('NOT_FOUND', testMessages.notFound, 404, { testDefinitionId: testMessages.notFound });
  const [row] = await deps.db
    .insert(trameTests)
    .values({ ...scopeValues(scope), trameId: trame.id, testDefinitionId: test.id })
    .onConflictDoNothing({ target: [trameTests.trameId, trameTests.testDefinitionId] })
    .returning({ id: trameTests.id, createdAt: trameTests.createdAt });
  if (!row) throw new AppError('CONFLICT', testMessages.alreadyAssigned, 409, { testDefinitionId: testMessages.alreadyAssigned });
  return { id: row.id, trameId: trame.id, assignedAt: row.createdAt.toISOString(), test: await toTest(test, deps.storage) };
}
