import { and, eq } from 'drizzle-orm';
import { trameMessages } from '@praxis/shared/trames/schemas';
import { trames } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { readableTrameWhere } from '../trames/trame-row';

/**
 * A document may be tied to a trame the scope can read (a colleague's trame of the cabinet
 * included), never to a deleted one or one of another space: 422 on the trameId field.
 */
export async function assertLinkableTrame(db: Database, scope: Scope, trameId: string | null | undefined): Promise<void> {
  if (!trameId) return;
  const [row] = await db
    .select({ id: trames.id })
    .from(trames)
    .where(and(readableTrameWhere(scope), eq(trames.id, trameId)))
    .limit(1);
  if (!row) throw new AppError('VALIDATION', trameMessages.notFound, 422, { trameId: trameMessages.notFound });
}
