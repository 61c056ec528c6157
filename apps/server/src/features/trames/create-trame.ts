import { and, eq } from 'drizzle-orm';
import {
  TRAME_EVENTS,
  trameMessages,
  type TTrame,
  type TTrameCreate,
} from '@praxis/shared/trames/schemas';
import { trames, trameTypes } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { scopeValues, scopeWhere, type Scope } from '../../lib/scope';
import { getTrameOrThrow, publishTrameEvent } from './trame-row';

/** A new trame of the scope (spec 3 §2.5): name and a type the scope has (not archived). */
export async function createTrame(
  deps: Pick<AppDeps, 'db' | 'storage' | 'events'>,
  scope: Scope,
  input: TTrameCreate,
): Promise<TTrame> {
  const id = await deps.db.transaction(async (tx) => {
    const [type] = await tx
      .select({ id: trameTypes.id })
      .from(trameTypes)
      .where(
        and(
          scopeWhere(trameTypes, scope),
          eq(trameTypes.id, input.trameTypeId),
          eq(trameTypes.isActive, true),
        ),
      )
      .limit(1);
    if (!type)
      throw new AppError('VALIDATION', trameMessages.typeNotFound, 422, {
        trameTypeId: trameMessages.typeNotFound,
      });
    const [row] = await tx
      .insert(trames)
      .values({ ...scopeValues(scope), name: input.name, trameTypeId: type.id })
      .returning({ id: trames.id });
    if (!row) throw new AppError('INTERNAL', trameMessages.createFailed);
    await publishTrameEvent(deps.events, TRAME_EVENTS.trames, scope, row.id, tx);
    return row.id;
  });
  return getTrameOrThrow(deps, scope, id);
}
