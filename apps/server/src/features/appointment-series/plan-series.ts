import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { seriesDates, type TSeriesOccurrence, type TSeriesPreview, type ZSeriesInput } from '@praxis/shared/appointments/series';
import { appointmentMessages, DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { calendarEvents, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { knownTimeZone, zonedDate, zonedDateTime, zonedWallTime } from '../../lib/zoned-time';
import type { Executor } from '../appointments/appointment-errors';
import { findScopedPatient, findUsableType, type PatientRef, type TypeRef } from '../appointments/reference-checks';

export type SeriesPlan = TSeriesPreview & { type: TypeRef; patient: PatientRef | null };

/** The practitioner's zone (profiles.timezone), Europe/Paris when unset or unknown. */
export async function practitionerZone(db: Executor, userId: string): Promise<string> {
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return knownTimeZone(profile?.timezone, DEFAULT_TIME_ZONE);
}

/**
 * The dates of a series (issue 17 §2) as instants, each with the first existing appointment it
 * overlaps (the overlap rule of single appointments: the practitioner's non-cancelled events,
 * half-open ranges). Every session starts at the first one's local time in the practitioner's
 * zone, whatever the offset of its day, and lasts as long.
 */
export async function planSeries(db: Executor, scope: Scope, input: z.output<typeof ZSeriesInput>): Promise<SeriesPlan> {
  const type = await findUsableType(db, scope, input.first.appointmentTypeId);
  const patient = input.first.patientId ? await findScopedPatient(db, scope, input.first.patientId) : null;
  const zone = await practitionerZone(db, scope.userId);
  const start = new Date(input.first.startsAt);
  const durationMs = new Date(input.first.endsAt).getTime() - start.getTime();
  const time = zonedDateTime(start, zone).slice(11, 16);

  const firstDate = zonedDate(start, zone);
  // Day arithmetic stays within four-digit years (Date.UTC reads 0–99 as 1900–1999).
  if (firstDate < '1900' || firstDate > '9998') throw new AppError('VALIDATION', appointmentMessages.dateInvalid, 422, { 'first.startsAt': appointmentMessages.dateInvalid });
  const planned = seriesDates(firstDate, input.rule);
  if (!planned.ok) throw new AppError('VALIDATION', planned.message, 422, { [`rule.${planned.field}`]: planned.message });
  const slots = planned.value.dates.map((date) => {
    const startsAt = zonedWallTime(date, time, zone);
    return { date, startsAt, endsAt: new Date(startsAt.getTime() + durationMs) };
  });

  const first = slots[0];
  const last = slots[slots.length - 1];
  const busy =
    first && last
      ? await db
          .select({ startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt })
          .from(calendarEvents)
          .where(
            and(
              eq(calendarEvents.userId, scope.userId),
              ne(calendarEvents.status, 'cancelled'),
              lt(calendarEvents.startsAt, last.endsAt),
              gt(calendarEvents.endsAt, first.startsAt),
            ),
          )
          .orderBy(asc(calendarEvents.startsAt))
      : [];

  const occurrences: TSeriesOccurrence[] = slots.map((slot) => {
    const other = busy.find((b) => b.startsAt < slot.endsAt && b.endsAt > slot.startsAt);
    return {
      date: slot.date,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      conflict: other ? { startsAt: other.startsAt.toISOString(), endsAt: other.endsAt.toISOString() } : null,
    };
  });
  return { occurrences, skipped: planned.value.skipped, type, patient };
}
