import { and, eq } from 'drizzle-orm';
import { messages } from '@praxis/shared/messages';
import { trames, trameTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

/**
 * Irreversible delete, as the confirmation says (archiving is the soft way). A type that trames
 * use (deleted ones included: they keep their type) is refused with 409; the foreign key's
 * RESTRICT still guards a trame created meanwhile (mapped to the generic 'in use' message).
 */
export async function deleteTrameType(db: Database, scope: Scope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: trameTypes.id })
      .from(trameTypes)
      .where(and(ownerWhere(trameTypes, scope), eq(trameTypes.id, id)))
      .for('update');
    if (!owned) throw AppError.notFound();
    const [used] = await tx.select({ id: trames.id }).from(trames).where(eq(trames.trameTypeId, id)).limit(1);
    if (used) throw new AppError('CONFLICT', messages.http.trameTypeInUse);
    await tx.delete(trameTypes).where(eq(trameTypes.id, id));
  });
}
