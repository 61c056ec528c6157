import { and, eq, gte } from 'drizzle-orm';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { deleteAppointment } from '../appointments/delete-appointment';

/**
 * 'Ce rendez-vous et les suivants' for a delete (issue 17 §2): the appointment and every later one
 * of its series go, in one statement; the earlier ones stay. An appointment outside any series is
 * deleted alone. Their pending reminders find no appointment and do nothing (issue 17 §1).
 */
export async function deleteFollowing(db: Database, scope: Scope, id: string): Promise<void> {
  const [target] = await db
    .select({ seriesId: calendarEvents.seriesId, startsAt: calendarEvents.startsAt })
    .from(calendarEvents)
    .where(and(ownerWhere(calendarEvents, scope), eq(calendarEvents.id, id)));
  if (!target) throw AppError.notFound(appointmentMessages.notFound);
  if (!target.seriesId) return deleteAppointment(db, scope, id);
  await db
    .delete(calendarEvents)
    .where(and(ownerWhere(calendarEvents, scope), eq(calendarEvents.seriesId, target.seriesId), gte(calendarEvents.startsAt, target.startsAt)));
}
