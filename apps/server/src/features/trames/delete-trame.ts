import { and, eq } from 'drizzle-orm';
import { TRAME_EVENTS, trameMessages } from '@praxis/shared/trames/schemas';
import { trames } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { ownTrameWhere, publishTrameEvent } from './trame-row';

/** Soft delete (spec 3 §3, §4): deleted_at is set; irreversible from the user's view. Owner only. */
export async function deleteTrame(
  deps: Pick<AppDeps, 'db' | 'events'>,
  scope: Scope,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(trames)
      .set({ deletedAt: new Date() })
      .where(and(ownTrameWhere(scope), eq(trames.id, id)))
      .returning({ id: trames.id });
    if (!row) throw AppError.notFound(trameMessages.notFound);
    await publishTrameEvent(deps.events, TRAME_EVENTS.trames, scope, id, tx);
  });
}
