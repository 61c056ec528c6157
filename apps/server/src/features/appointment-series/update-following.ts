import { and, asc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '@praxis/shared/appointments/series';
import { appointmentMessages, DURATION_MAX, type TAppointment, type ZAppointmentPatch } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { zonedDate, zonedDateTime, zonedWallTime } from '../../lib/zoned-time';
import { step } from '../appointments/appointment-errors';
import { selectAppointments, toAppointment } from '../appointments/appointment-row';
import { assertNoOverlap, lockPractitionerAgenda } from '../appointments/overlap';
import { findUsableType } from '../appointments/reference-checks';
import { editedFields, updateAppointment } from '../appointments/update-appointment';
import { syncAppointmentReminders, type ReminderDeps } from '../reminders/schedule-reminders';
import { practitionerZone } from './plan-series';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * 'Ce rendez-vous et les suivants' (issue 17 §2): the change made to one appointment of a series
 * applies to it and to every later one of the same series, in one transaction. A move is applied
 * in local wall-clock terms (same number of days, same new local time, same new duration), so the
 * sessions keep their hour across a daylight-saving change. Each moved session passes the overlap
 * rule and has its reminders re-planned. An appointment outside any series is edited alone.
 * Sessions are moved one at a time, the farthest in the move's direction first: a weekly series
 * pushed back a week puts each session on its successor's former slot, which is free by then.
 */
export async function updateFollowing(
  db: Database,
  scope: Scope,
  id: string,
  patch: z.output<typeof ZAppointmentPatch>,
  reminders: ReminderDeps,
): Promise<TAppointment> {
  const where = and(ownerWhere(calendarEvents, scope), eq(calendarEvents.id, id));
  const [target] = await db.select({ seriesId: calendarEvents.seriesId }).from(calendarEvents).where(where);
  if (!target) throw AppError.notFound(appointmentMessages.notFound);
  if (!target.seriesId) return updateAppointment(db, scope, id, patch, reminders);
  const seriesId = target.seriesId;

  return db.transaction(async (tx) => {
    await lockPractitionerAgenda(tx, scope.userId);
    const [stored] = await tx.select({ startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt }).from(calendarEvents).where(where).for('update');
    if (!stored) throw AppError.notFound(appointmentMessages.notFound);
    const rows = await tx
      .select({ id: calendarEvents.id, startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt, status: calendarEvents.status })
      .from(calendarEvents)
      .where(and(ownerWhere(calendarEvents, scope), eq(calendarEvents.seriesId, seriesId), gte(calendarEvents.startsAt, stored.startsAt)))
      .orderBy(asc(calendarEvents.startsAt))
      .for('update');

    const zone = await practitionerZone(tx, scope.userId);
    const newStart = patch.startsAt ? new Date(patch.startsAt) : stored.startsAt;
    const newEnd = patch.endsAt ? new Date(patch.endsAt) : stored.endsAt;
    const durationMs = newEnd.getTime() - newStart.getTime();
    const minutes = durationMs / 60_000;
    const invalid = minutes <= 0 ? appointmentMessages.endAfterStart : minutes > DURATION_MAX ? appointmentMessages.durationTooLong : null;
    if (invalid) throw new AppError('VALIDATION', invalid, 422, { endsAt: invalid });
    const isMove = newStart.getTime() !== stored.startsAt.getTime() || newEnd.getTime() !== stored.endsAt.getTime();
    const dayShift = daysBetween(zonedDate(stored.startsAt, zone), zonedDate(newStart, zone));
    const newTime = zonedDateTime(newStart, zone).slice(11, 16);
    if (patch.appointmentTypeId) await findUsableType(tx, scope, patch.appointmentTypeId);

    const later = newStart.getTime() > stored.startsAt.getTime();
    for (const row of later ? rows.toReversed() : rows) {
      const startsAt = isMove ? zonedWallTime(addDays(zonedDate(row.startsAt, zone), dayShift), newTime, zone) : row.startsAt;
      const slot = { startsAt, endsAt: isMove ? new Date(startsAt.getTime() + durationMs) : row.endsAt };
      const status = patch.status ?? row.status;
      if (status !== 'cancelled') await assertNoOverlap(tx, scope.userId, slot, row.id);
      await step(appointmentMessages.updateFailed, () =>
        tx
          .update(calendarEvents)
          .set({
            ...slot,
            ...editedFields(patch),
            updatedAt: new Date(),
          })
          .where(and(ownerWhere(calendarEvents, scope), eq(calendarEvents.id, row.id))),
      );
      await syncAppointmentReminders(tx, reminders, row.id);
    }
    const [row] = await selectAppointments(tx).where(where);
    if (!row) throw AppError.notFound(appointmentMessages.notFound);
    return toAppointment(row, scope.userId);
  });
}
