import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { TTrameTest } from '@praxis/shared/testotheque/schemas';
import { testDefinitions, trameTests } from '../../db/schema';
import { scopeWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { testColumns, toTest, type TestRow } from '../tests/test-row';

export function trameTestColumns(scope: Scope) {
  return { assignmentId: trameTests.id, trameId: trameTests.trameId, assignedAt: trameTests.createdAt, test: testColumns(scope) };
}

/** An assigned test stays listed if the catalogue later deactivates it (the trame keeps its section). */
export function assignedTestWhere(scope: Scope): SQL {
  const visible = or(isNull(testDefinitions.userId), scopeWhere(testDefinitions, scope));
  const joined = and(visible, eq(testDefinitions.id, trameTests.testDefinitionId));
  if (!joined) throw new Error('unreachable: and() of two conditions');
  return joined;
}

export async function toTrameTest(
  row: { assignmentId: string; trameId: string; assignedAt: Date; test: TestRow },
  storage: FileStorage,
  now = new Date(),
): Promise<TTrameTest> {
  return { id: row.assignmentId, trameId: row.trameId, assignedAt: row.assignedAt.toISOString(), test: await toTest(row.test, storage, now) };
}
