import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { TAttendanceStats } from '@praxis/shared/appointments/attendance';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { calendarEvents, profiles } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { knownTimeZone, zonedMonthRange } from '../../lib/zoned-time';

export async function practitionerTimeZone(db: Database, userId: string): Promise<string> {
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return knownTimeZone(profile?.timezone, DEFAULT_TIME_ZONE);
}

/**
 * The scope's appointments with a patient that start in the month (the practitioner's time zone),
 * cancelled ones aside: counts by attendance, the past ones not marked yet, and the no-show rate
 * absent ÷ marked.
 */
export async function monthAttendance(db: Database, scope: Scope, month: string, now: Date): Promise<TAttendanceStats> {
  const { from, to } = zonedMonthRange(month, await practitionerTimeZone(db, scope.userId));
  const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      present: count(sql`${calendarEvents.attendanceStatus} = 'present'`),
      absent: count(sql`${calendarEvents.attendanceStatus} = 'absent'`),
      excused: count(sql`${calendarEvents.attendanceStatus} = 'excused'`),
      unmarked: count(sql`${calendarEvents.attendanceStatus} is null and ${calendarEvents.startsAt} < ${now}`),
    })
    .from(calendarEvents)
    .where(
      and(
        scopeWhere(calendarEvents, scope),
        gte(calendarEvents.startsAt, from),
        lt(calendarEvents.startsAt, to),
        isNotNull(calendarEvents.patientId),
        ne(calendarEvents.status, 'cancelled'),
      ),
    );
  const present = Number(row?.present ?? 0);
  const absent = Number(row?.absent ?? 0);
  const excused = Number(row?.excused ?? 0);
  const marked = present + absent + excused;
  return { month, present, absent, excused, unmarked: Number(row?.unmarked ?? 0), noShowRate: marked === 0 ? null : absent / marked };
}
