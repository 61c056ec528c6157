import { and, eq, isNull } from 'drizzle-orm';
import { testMessages } from '@praxis/shared/testotheque/schemas';
import { trames, trameTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

/**
 * The owner's trame (spec 3 §6: trames are the owner's), not deleted, found in the first query;
 * tests only go with a bilan trame (spec 3 §2.6: the Tests tab shows for bilan types only).
 */
export async function requireBilanTrame(db: Database, scope: Scope, trameId: string): Promise<{ id: string }> {
  const [trame] = await db
    .select({ id: trames.id, isBilan: trameTypes.isBilan })
    .from(trames)
    .innerJoin(trameTypes, eq(trameTypes.id, trames.trameTypeId))
    .where(and(ownerWhere(trames, scope), eq(trames.id, trameId), isNull(trames.deletedAt)))
    .limit(1);
  if (!trame) throw AppError.notFound(testMessages.trameNotFound);
  if (!trame.isBilan) throw new AppError('CONFLICT', testMessages.trameNotBilan);
  return { id: trame.id };
}
