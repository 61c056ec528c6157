import { and, eq } from 'drizzle-orm';
import { testMessages, type TTestDefinition, type TTestPatch } from '@praxis/shared/testotheque/schemas';
import { testDefinitions } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError, constraintOf } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { storedFields } from './create-test';
import { ownTestWhere, testColumns, toTests } from './test-row';

/**
 * Only the provided fields, by id and owner (spec 3 §6, §7): a shared test or another user's
 * answers 404. Ages arrive in years, both must stay in order once merged with the stored ones.
 */
export async function updateTest(deps: { db: Database; storage: FileStorage }, scope: Scope, id: string, patch: TTestPatch): Promise<TTestDefinition> {
  let row;
  try {
    [row] = await deps.db
      .update(testDefinitions)
      .set({ ...storedFields(patch), updatedAt: new Date() })
      .where(and(ownTestWhere(scope), eq(testDefinitions.id, id)))
      .returning(testColumns(scope));
  } catch (err) {
    // One age sent, the other stored: the database checks the pair.
    if (constraintOf(err) === 'test_definitions_ages_chk') throw new AppError('VALIDATION', testMessages.ageOrder, 422, { ageMaxYears: testMessages.ageOrder });
    throw err;
  }
  if (!row) throw AppError.notFound(testMessages.notFound);
  const [test] = await toTests(deps, scope, [row]);
  if (!test) throw AppError.notFound(testMessages.notFound);
  return test;
}
