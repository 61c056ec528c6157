import { and, eq } from 'drizzle-orm';
import type { TTrameType, TTrameTypePatch } from '@praxis/shared/settings/schemas';
import { trameTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { toTrameType, trameTypeColumns } from './trame-type-row';

/** Fields, or is_active alone to archive or reactivate; by id and user (spec 2 §7). */
export async function updateTrameType(db: Database, scope: Scope, id: string, patch: TTrameTypePatch): Promise<TTrameType> {
  const where = and(ownerWhere(trameTypes, scope), eq(trameTypes.id, id));
  const hasChanges = Object.values(patch).some((v) => v !== undefined);
  const [row] = hasChanges
    ? await db.update(trameTypes).set(patch).where(where).returning(trameTypeColumns)
    : await db.select(trameTypeColumns).from(trameTypes).where(where).limit(1);
  if (!row) throw AppError.notFound();
  return toTrameType(row, scope.userId);
}
