import type { z } from 'zod';
import { appointmentMessages, type TAppointment, type ZAppointmentInput } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { retryOnceOnDeadlock, step } from './appointment-errors';
import { eventColumns, withRefs } from './appointment-row';
import { assertNoOverlap, lockPractitionerAgenda } from './overlap';
import { findScopedPatient, findUsableType } from './reference-checks';
import { syncAppointmentReminders, type ReminderDeps } from '../reminders/schedule-reminders';
import { removeBookedEntry } from '../waiting-list/manage-waiting-list';

/**
 * Creates an appointment, or a free slot without a patient (spec 2 §5.1): checks the type, the
 * patient and the overlap, then inserts. Two requests racing for one slot queue on the
 * practitioner's agenda lock, so the second one's overlap check sees the first; the exclusion
 * constraint (23P01 → 409, lib/errors.ts) stays as the guard behind it.
 */
export async function createAppointment(
  db: Database,
  scope: Scope,
  input: z.output<typeof ZAppointmentInput>,
  reminders: ReminderDeps,
): Promise<TAppointment> {
  return retryOnceOnDeadlock(() => db.transaction((tx) => insertAppointment(tx as Database, scope, input, reminders)));
}

/** The insert and its reminders (issue 17 §1), in one transaction. */
async function insertAppointment(db: Database, scope: Scope, input: z.output<typeof ZAppointmentInput>, reminders: ReminderDeps): Promise<TAppointment> {
  await lockPractitionerAgenda(db, scope.userId);
  const type = await findUsableType(db, scope, input.appointmentTypeId);
  const patient = input.patientId ? await findScopedPatient(db, scope, input.patientId) : null;
  const slot = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
  const status = input.status ?? 'scheduled';
  if (status !== 'cancelled') await assertNoOverlap(db, scope.userId, slot);

  const [row] = await step(appointmentMessages.createFailed, () =>
    db
      .insert(calendarEvents)
      .values({
        ...scopeValues(scope),
        patientId: patient?.id ?? null,
        appointmentTypeId: type.id,
        ...slot,
        location: input.location ?? null,
        notes: input.notes ?? null,
        status,
        attendanceStatus: input.attendanceStatus ?? null,
        sessionObjectives: input.sessionObjectives ?? null,
      })
      .returning(eventColumns),
  );
  if (!row) throw new AppError('INTERNAL', appointmentMessages.noDataReturned);
  await syncAppointmentReminders(db, reminders, row.id);
  // Booked from the waiting list (issue 17 §3): the entry goes in the same transaction.
  if (input.waitingListEntryId) await removeBookedEntry(db, scope, input.waitingListEntryId, patient?.id ?? null);
  return withRefs(row, patient, type, scope.userId);
}
