import { and, asc, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { appointmentMessages, DURATION_MAX, RANGE_MAX_DAYS, type TAppointmentList, type ZAppointmentRangeQuery } from '@praxis/shared/appointments/schemas';
import { calendarEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';
import { selectAppointments } from './appointment-row';
import { appointmentRangeItems } from './range-rows';

type RangeFilters = Pick<z.output<typeof ZAppointmentRangeQuery>, 'typeIds' | 'statuses'>;

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

/** The conditions of a period's read: the scope's events overlapping [from, to), optionally filtered. */
function rangeConditions(scope: Scope, range: { from: Date; to: Date }, filters: RangeFilters): SQL {
  // No event lasts more than 8 hours (CHECK calendar_events_max_duration_chk), so one ending after
  // `from` starts after `from - 8 h`: a lower bound the (user_id, starts_at) index can use.
  const earliestStart = new Date(range.from.getTime() - DURATION_MAX * 60_000);
  const conditions: SQL[] = [
    scopeWhere(calendarEvents, scope),
    lt(calendarEvents.startsAt, range.to),
    gt(calendarEvents.startsAt, earliestStart),
    gt(calendarEvents.endsAt, range.from),
  ];
  // Each list is one array parameter, not one parameter per value: the text of this (prepared)
  // statement must not vary with how many values a request sends.
  if (filters.typeIds?.length) conditions.push(sql`${calendarEvents.appointmentTypeId} = ANY(${sql.param(filters.typeIds)}::uuid[])`);
  if (filters.statuses?.length) conditions.push(sql`${calendarEvents.status} = ANY(${sql.param(filters.statuses)}::text[])`);
  const all = and(...conditions);
  if (!all) throw new Error('unreachable: and() of several conditions');
  return all;
}

/** The read of a period, as a query (the dashboard's rows; the benchmark EXPLAINs it). */
export function appointmentsInRange(db: Database, scope: Scope, range: { from: Date; to: Date }, filters: RangeFilters) {
  return selectAppointments(db)
    .where(rangeConditions(scope, range, filters))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

/**
 * The scope's events overlapping [from, to) (starts before the end, ends after the start), by
 * start time, optionally for some types and statuses (spec 2 §7). Read by range-rows.ts (the
 * agenda's month can hold thousands: no per-cell mapping).
 */
export async function findAppointments(db: Database, scope: Scope, query: z.output<typeof ZAppointmentRangeQuery>): Promise<TAppointmentList> {
  const perDay = query.perDay && query.timeZone ? { limit: query.perDay, timeZone: query.timeZone } : undefined;
  return appointmentRangeItems(db, rangeConditions(scope, rangeOf(query), query), scope.userId, perDay);
}
