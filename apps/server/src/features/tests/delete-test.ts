import { and, eq } from 'drizzle-orm';
import { testMessages } from '@praxis/shared/testotheque/schemas';
import { testDefinitions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { removeStoredFile, type FileDeps } from '../../lib/uploads';
import { ownTestWhere } from './test-row';

/**
 * A list delete (spec 3 §4, §7): the record goes (its documents and trame assignments with it),
 * then its stored file; a removal failure is only logged. Owner only.
 */
export async function deleteTest(deps: FileDeps, scope: Scope, id: string): Promise<void> {
  const [row] = await deps.db
    .delete(testDefinitions)
    .where(and(ownTestWhere(scope), eq(testDefinitions.id, id)))
    .returning({ storagePath: testDefinitions.storagePath });
  if (!row) throw AppError.notFound(testMessages.notFound);
  await removeStoredFile(deps.storage, row.storagePath, deps.logger);
}
