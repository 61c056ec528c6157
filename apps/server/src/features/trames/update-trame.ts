import { and, eq } from 'drizzle-orm';
import {
  TRAME_EVENTS,
  trameMessages,
  type TTrame,
  type ZTramePatch,
} from '@praxis/shared/trames/schemas';
import type { z } from 'zod';
import { trames } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { getTrameOrThrow, ownTrameWhere, publishTrameEvent } from './trame-row';

/** Rename, description, active toggle (spec 3 §2.6 Configuration): only what was sent, owner only. */
export async function updateTrame(
  deps: Pick<AppDeps, 'db' | 'storage' | 'events'>,
  scope: Scope,
  id: string,
  patch: z.output<typeof ZTramePatch>,
): Promise<TTrame> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(trames)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
        updatedAt: new Date(),
      })
      .where(and(ownTrameWhere(scope), eq(trames.id, id)))
      .returning({ id: trames.id });
    if (!row) throw AppError.notFound(trameMessages.notFound);
    await publishTrameEvent(deps.events, TRAME_EVENTS.trames, scope, id, tx);
  });
  return getTrameOrThrow(deps, scope, id);
}
