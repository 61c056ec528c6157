import { and, eq } from 'drizzle-orm';
import { parseTestsList } from '@praxis/shared/settings/appointment-type-tests';
import type { TAppointmentType, TAppointmentTypePatch } from '@praxis/shared/settings/schemas';
import { appointmentTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { appointmentTypeColumns, toAppointmentType } from './appointment-type-row';

/** Updates an active type of the scope that the user created (spec 2 §6: updates filter on user_id). */
export async function updateAppointmentType(
  db: Database,
  scope: Scope,
  id: string,
  patch: TAppointmentTypePatch,
): Promise<TAppointmentType> {
  const { tests, ...fields } = patch;
  const [row] = await db
    .update(appointmentTypes)
    .set({ ...fields, ...(tests !== undefined ? { tests: parseTestsList(tests) } : {}), updatedAt: new Date() })
    .where(and(ownerWhere(appointmentTypes, scope), eq(appointmentTypes.id, id), eq(appointmentTypes.isActive, true)))
    .returning(appointmentTypeColumns);
  if (!row) throw AppError.notFound();
  return toAppointmentType(row, scope.userId);
}
