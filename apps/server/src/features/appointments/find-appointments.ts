import { and, asc, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { appointmentMessages, DURATION_MAX, RANGE_MAX_DAYS, type TAppointmentList, type ZAppointmentRangeQuery } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';
import { selectAppointments, toAppointment } from './appointment-row';

const DAY_MS = 24 * 60 * 60 * 1000;

function rangeOf(query: z.output<typeof ZAppointmentRangeQuery>): { from: Date; to: Date } {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to <= from) throw new AppError('VALIDATION', appointmentMessages.rangeInvalid, 422, { to: appointmentMessages.rangeInvalid });
  if (to.getTime() - from.getTime() > RANGE_MAX_DAYS * DAY_MS) {
    throw new AppError('VALIDATION', appointmentMessages.rangeTooLong, 422, { to: appointmentMessages.rangeTooLong });
  }
  return { from, to };
}

/** The read of a period, as a query (the benchmark EXPLAINs it). */
export function appointmentsInRange(db: Database, scope: Scope, range: { from: Date; to: Date }, filters: Pick<z.output<typeof ZAppointmentRangeQuery>, 'typeIds' | 'statuses'>) {
  // No event lasts more than 8 hours (CHECK calendar_events_max_duration_chk), so one ending after
  // `from` starts after `from - 8 h`: a lower bound the (user_id, starts_at) index can use.
  const earliestStart = new Date(range.from.getTime() - DURATION_MAX * 60_000);
  const conditions: SQL[] = [
    scopeWhere(calendarEvents, scope),
    lt(calendarEvents.startsAt, range.to),
    gt(calendarEvents.startsAt, earliestStart),
    gt(calendarEvents.endsAt, range.from),
  ];
  if (filters.typeIds?.length) conditions.push(inArray(calendarEvents.appointmentTypeId, filters.typeIds));
  if (filters.statuses?.length) conditions.push(inArray(calendarEvents.status, filters.statuses));
  return selectAppointments(db)
    .where(and(...conditions))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

/**
 * The scope's events overlapping [from, to) (starts before the end, ends after the start), by
 * start time, optionally for some types and statuses (spec 2 §7).
 */
export async function findAppointments(db: Database, scope: Scope, query: z.output<typeof ZAppointmentRangeQuery>): Promise<TAppointmentList> {
  const rows = await appointmentsInRange(db, scope, rangeOf(query), query);
  return { items: rows.map((row) => toAppointment(row, scope.userId)), total: rows.length };
}
