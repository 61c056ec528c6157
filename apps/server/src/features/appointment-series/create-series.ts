import type { z } from 'zod';
import { seriesMessages, type TSeriesCreated, type ZSeriesInput } from '@praxis/shared/appointments/series';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';
import { appointmentSeries, calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { step } from '../appointments/appointment-errors';
import { eventColumns, withRefs } from '../appointments/appointment-row';
import { lockPractitionerAgenda } from '../appointments/overlap';
import { syncAppointmentReminders, type ReminderDeps } from '../reminders/schedule-reminders';
import { planSeries } from './plan-series';

/**
 * Creates a series (issue 17 §2) in one transaction: the rule, then an appointment on each free
 * date with its reminders planned as for a single one. Dates taken by another appointment are
 * left out and returned as conflicts; with no free date at all nothing is written (409). A slot
 * taken between the plan and the insert trips the exclusion constraint: the whole series rolls
 * back (409 with the overlap message).
 */
export async function createSeries(
  db: Database,
  scope: Scope,
  input: z.output<typeof ZSeriesInput>,
  reminders: ReminderDeps,
): Promise<TSeriesCreated> {
  return db.transaction(async (tx) => {
    await lockPractitionerAgenda(tx, scope.userId);
    const plan = await planSeries(tx, scope, input);
    const free = plan.occurrences.filter((o) => o.conflict === null);
    const conflicts = plan.occurrences.filter((o) => o.conflict !== null);
    if (free.length === 0) throw new AppError('CONFLICT', seriesMessages.noFreeDate);

    const [series] = await step(appointmentMessages.createFailed, () =>
      tx
        .insert(appointmentSeries)
        .values({
          ...scopeValues(scope),
          frequency: input.rule.frequency,
          untilDate: input.rule.ends === 'until' ? (input.rule.until ?? null) : null,
          sessionCount: input.rule.ends === 'count' ? (input.rule.count ?? null) : null,
          holidayZone: input.rule.holidayZone ?? null,
        })
        .returning({ id: appointmentSeries.id }),
    );
    if (!series) throw new AppError('INTERNAL', appointmentMessages.noDataReturned);

    const rows = await step(appointmentMessages.createFailed, () =>
      tx
        .insert(calendarEvents)
        .values(
          free.map((o) => ({
            ...scopeValues(scope),
            patientId: plan.patient?.id ?? null,
            appointmentTypeId: plan.type.id,
            startsAt: new Date(o.startsAt),
            endsAt: new Date(o.endsAt),
            location: input.first.location ?? null,
            notes: input.first.notes ?? null,
            status: input.first.status === 'draft' ? 'draft' : 'scheduled',
            sessionObjectives: input.first.sessionObjectives ?? null,
            seriesId: series.id,
          })),
        )
        .returning(eventColumns),
    );
    for (const row of rows) await syncAppointmentReminders(tx, reminders, row.id);
    const created = rows
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((row) => withRefs(row, plan.patient, plan.type, scope.userId));
    return { seriesId: series.id, created, conflicts, skipped: plan.skipped };
  });
}
