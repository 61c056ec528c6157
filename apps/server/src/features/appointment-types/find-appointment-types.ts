import { and, desc, eq } from 'drizzle-orm';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { appointmentTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { appointmentTypeColumns, toAppointmentType } from './appointment-type-row';

/** Active appointment types of the scope, newest first (spec 2 §7). */
export async function findAppointmentTypes(db: Database, scope: Scope): Promise<TAppointmentType[]> {
  const rows = await db
    .select(appointmentTypeColumns)
    .from(appointmentTypes)
    .where(and(scopeWhere(appointmentTypes, scope), eq(appointmentTypes.isActive, true)))
    .orderBy(desc(appointmentTypes.createdAt), desc(appointmentTypes.id));
  return rows.map((row) => toAppointmentType(row, scope.userId));
}
