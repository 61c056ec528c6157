import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TTrameExample } from '@praxis/shared/trames/schemas';
import { trameExamples } from '../../db/schema';
import type { Database } from '../../lib/db';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { selectExamples, toExample } from './example-row';
import { requireReadableTrame } from './trame-row';

/** Spec 3 §7: the examples of a readable trame, not deleted, oldest first. */
export async function findExamples(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  trameId: string,
): Promise<{ items: TTrameExample[]; total: number }> {
  const trame = await requireReadableTrame(deps.db, scope, trameId);
  const rows = await selectExamples(deps.db)
    .where(and(eq(trameExamples.trameId, trame.id), isNull(trameExamples.deletedAt)))
    .orderBy(asc(trameExamples.createdAt), asc(trameExamples.id));
  const now = new Date();
  const items = await Promise.all(rows.map((row) => toExample(row, deps.storage, now)));
  return { items, total: items.length };
}
