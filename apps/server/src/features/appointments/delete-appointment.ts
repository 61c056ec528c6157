import { and, eq } from 'drizzle-orm';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

/** A real delete (spec 2 §7), by id and user: a colleague cannot delete someone else's event. */
export async function deleteAppointment(db: Database, scope: Scope, id: string): Promise<void> {
  const [row] = await db
    .delete(calendarEvents)
    .where(and(ownerWhere(calendarEvents, scope), eq(calendarEvents.id, id)))
    .returning({ id: calendarEvents.id });
  if (!row) throw AppError.notFound(appointmentMessages.notFound);
}
