import { and, eq } from 'drizzle-orm';
import { testMessages } from '@praxis/shared/testotheque/schemas';
import { trameTests } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { requireBilanTrame } from './bilan-trame';

/** Removes the assignment (spec 3 §4: unassigned); the test itself is untouched. */
export async function unassignTrameTest(db: Database, scope: Scope, trameId: string, testId: string): Promise<void> {
  const trame = await requireBilanTrame(db, scope, trameId);
  const [row] = await db
    .delete(trameTests)
    .where(and(eq(trameTests.trameId, trame.id), eq(trameTests.testDefinitionId, testId)))
    .returning({ id: trameTests.id });
  if (!row) throw AppError.notFound(testMessages.notAssigned);
}
