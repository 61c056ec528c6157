import { and, asc, eq } from 'drizzle-orm';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';
import type { TReminderSending } from '@praxis/shared/appointments/reminders';
import { calendarEvents, reminderSendings } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';

/** The reminders of an appointment the scope can read (404 otherwise), by due time. */
export async function findReminderSendings(db: Database, scope: Scope, appointmentId: string): Promise<TReminderSending[]> {
  const [appointment] = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(scopeWhere(calendarEvents, scope), eq(calendarEvents.id, appointmentId)))
    .limit(1);
  if (!appointment) throw AppError.notFound(appointmentMessages.notFound);
  const rows = await db
    .select()
    .from(reminderSendings)
    .where(eq(reminderSendings.appointmentId, appointment.id))
    .orderBy(asc(reminderSendings.scheduledAt), asc(reminderSendings.createdAt));
  return rows.map((row) => ({
    id: row.id,
    // The CHECK constraints hold these to the enums.
    channel: row.channel as TReminderSending['channel'],
    status: row.status as TReminderSending['status'],
    reason: row.reason,
    startAt: row.startAt.toISOString(),
    scheduledAt: row.scheduledAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
