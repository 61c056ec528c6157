import { and, eq } from 'drizzle-orm';
import { trameTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

/** Irreversible delete, as the confirmation says (archiving is the soft way). */
export async function deleteTrameType(db: Database, scope: Scope, id: string): Promise<void> {
  const [row] = await db
    .delete(trameTypes)
    .where(and(ownerWhere(trameTypes, scope), eq(trameTypes.id, id)))
    .returning({ id: trameTypes.id });
  if (!row) throw AppError.notFound();
}
