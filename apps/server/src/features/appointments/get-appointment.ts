import { and, eq } from 'drizzle-orm';
import { appointmentMessages, type TAppointment } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';
import { selectAppointments, toAppointment } from './appointment-row';

/** One event of the scope (a colleague reads the organisation's events). */
export async function getAppointment(db: Database, scope: Scope, id: string): Promise<TAppointment> {
  const [row] = await selectAppointments(db)
    .where(and(scopeWhere(calendarEvents, scope), eq(calendarEvents.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(appointmentMessages.notFound);
  return toAppointment(row, scope.userId);
}
