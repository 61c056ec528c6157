import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appointmentMessages, DURATION_MAX, type TAppointment, type ZAppointmentPatch } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { retryOnceOnDeadlock, step } from './appointment-errors';
import { selectAppointments, toAppointment } from './appointment-row';
import { assertNoOverlap, lockPractitionerAgenda, type Slot } from './overlap';
import { findUsableType } from './reference-checks';
import { syncAppointmentReminders, type ReminderDeps } from '../reminders/schedule-reminders';

/** The fields of a patch that an edit copies as they are (the slot and the attendance apart). */
export function editedFields(patch: z.output<typeof ZAppointmentPatch>) {
  return {
    ...(patch.appointmentTypeId ? { appointmentTypeId: patch.appointmentTypeId } : {}),
    ...(patch.status ? { status: patch.status } : {}),
    ...(patch.location !== undefined ? { location: patch.location } : {}),
    ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
    ...(patch.sessionObjectives !== undefined ? { sessionObjectives: patch.sessionObjectives } : {}),
  };
}

function assertValidSlot(slot: Slot): void {
  const minutes = (slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
  const message = minutes <= 0 ? appointmentMessages.endAfterStart : minutes > DURATION_MAX ? appointmentMessages.durationTooLong : null;
  if (message) throw new AppError('VALIDATION', message, 422, { endsAt: message });
}

/**
 * Edits an event of the user (spec 2 §2.3, §6: by id and user). The patient never changes. A move
 * (drag and drop) may send only one bound: the slot is checked with the stored other one. The row
 * is locked while checked so that two edits of it cannot interleave.
 */
export async function updateAppointment(
  db: Database,
  scope: Scope,
  id: string,
  patch: z.output<typeof ZAppointmentPatch>,
  reminders: ReminderDeps,
): Promise<TAppointment> {
  return retryOnceOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockPractitionerAgenda(tx, scope.userId);
      const where = and(ownerWhere(calendarEvents, scope), eq(calendarEvents.id, id));
      const [stored] = await tx
        .select({ startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt, status: calendarEvents.status, typeId: calendarEvents.appointmentTypeId })
        .from(calendarEvents)
        .where(where)
        .for('update');
      if (!stored) throw AppError.notFound(appointmentMessages.notFound);

      const slot = {
        startsAt: patch.startsAt ? new Date(patch.startsAt) : stored.startsAt,
        endsAt: patch.endsAt ? new Date(patch.endsAt) : stored.endsAt,
      };
      assertValidSlot(slot);
      if (patch.appointmentTypeId && patch.appointmentTypeId !== stored.typeId) await findUsableType(tx, scope, patch.appointmentTypeId);
      const status = patch.status ?? stored.status;
      if (status !== 'cancelled') await assertNoOverlap(tx, scope.userId, slot, id);

      await step(appointmentMessages.updateFailed, () =>
        tx
          .update(calendarEvents)
          .set({
            ...slot,
            ...editedFields(patch),
            ...(patch.attendanceStatus !== undefined ? { attendanceStatus: patch.attendanceStatus } : {}),
            updatedAt: new Date(),
          })
          .where(where),
      );
      // Moved, cancelled or retyped: its pending reminders follow (issue 17 §1).
      await syncAppointmentReminders(tx, reminders, id);
      const [row] = await selectAppointments(tx).where(where);
      if (!row) throw AppError.notFound(appointmentMessages.notFound);
      return toAppointment(row, scope.userId);
    }),
  );
}
