import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TAppointment, TAppointmentList } from '@praxis/shared/appointments/schemas';
import { appointmentTypes, calendarEvents, patients, users } from '../../db/schema';
import type { Database } from '../../lib/db';
import { preparedRows } from '../../lib/sql-rows';

/**
 * The agenda's period read (GET /appointments, up to thousands of events a month) without the
 * per-cell work of the usual path (issue 15 §4, docs/performance.md): PostgreSQL formats the
 * instants as toISOString() would (UTC, milliseconds truncated), so no Date is parsed and
 * re-serialised, and the raw rows go straight into the answer's shape. Same columns, joins and
 * answer as selectAppointments + toAppointment (appointment-row.ts), which the other reads keep.
 */
const iso = (column: PgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type RangeRow = {
  id: string;
  starts_at: string;
  ends_at: string;
  status: TAppointment['status'];
  attendance_status: TAppointment['attendanceStatus'];
  location: string | null;
  notes: string | null;
  session_objectives: string[] | null;
  series_id: string | null;
  created_at: string;
  updated_at: string;
  owner_id: string | null;
  owner_name: string | null;
  patient_id: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  type_id: string;
  type_name: string;
  type_duration_minutes: number;
};

/** The month grid's limit: `limit` events per calendar day of `timeZone` (ZAppointmentRangeQuery). */
export type TPerDay = { limit: number; timeZone: string };

type DayRow = RangeRow & { day: string; day_count: number };

/**
 * The events matching `where` (conditions on calendar_events), by start time, as the API answers
 * them; with `perDay`, only the first `limit` of each day (by start, the longest first, then id)
 * and each day's count. Prepared: the text varies only with which filters are present.
 */
export async function appointmentRangeItems(db: Database, where: SQL, viewerId: string, perDay?: TPerDay): Promise<TAppointmentList> {
  const e = calendarEvents;
  const columns = sql`${e.id} AS id, ${iso(e.startsAt)} AS starts_at, ${iso(e.endsAt)} AS ends_at, ${e.status} AS status,
        ${e.attendanceStatus} AS attendance_status, ${e.location} AS location, ${e.notes} AS notes,
        ${e.sessionObjectives} AS session_objectives, ${e.seriesId} AS series_id,
        ${iso(e.createdAt)} AS created_at, ${iso(e.updatedAt)} AS updated_at,
        ${e.userId} AS owner_id, ${users.name} AS owner_name,
        ${patients.id} AS patient_id, ${patients.firstName} AS patient_first_name, ${patients.lastName} AS patient_last_name,
        ${appointmentTypes.id} AS type_id, ${appointmentTypes.name} AS type_name, ${appointmentTypes.durationMinutes} AS type_duration_minutes`;
  const joins = sql`JOIN ${appointmentTypes} ON ${appointmentTypes.id} = ${e.appointmentTypeId}
      LEFT JOIN ${patients} ON ${patients.id} = ${e.patientId}
      LEFT JOIN ${users} ON ${users.id} = ${e.userId}`;
  if (!perDay) {
    const rows = await preparedRows<RangeRow>(db, sql`SELECT ${columns} FROM ${e} ${joins} WHERE ${where} ORDER BY ${e.startsAt}, ${e.id}`);
    const items = rows.map((row) => toItem(row, viewerId));
    return { items, total: items.length };
  }
  // Ranked on the events' own columns first: only the kept ones are joined to their patient and
  // type. The local day is computed once per event (one time zone parameter, one sort for both
  // windows) and written as text for the kept ones only.
  const rows = await preparedRows<DayRow>(
    db,
    sql`WITH located AS (
        SELECT ${e.id} AS id, ${e.startsAt} AS starts_at, ${e.endsAt} AS ends_at,
          (${e.startsAt} AT TIME ZONE ${perDay.timeZone}::text)::date AS day
        FROM ${e} WHERE ${where}
      ), ranked AS (
        SELECT id, day,
          row_number() OVER (PARTITION BY day ORDER BY starts_at, ends_at DESC, id) AS day_rank,
          count(*) OVER (PARTITION BY day)::int AS day_count
        FROM located
      )
      SELECT ${columns}, to_char(ranked.day, 'YYYY-MM-DD') AS day, ranked.day_count
      FROM ranked JOIN ${e} ON ${e.id} = ranked.id ${joins}
      WHERE ranked.day_rank <= ${perDay.limit}::int
      ORDER BY ${e.startsAt}, ${e.endsAt} DESC, ${e.id}`,
  );
  // Every day with an event sends at least its first one (limit ≥ 1), with the day's count: the
  // period's total is their sum (a window over the whole period cost one more pass).
  const moreByDay: Record<string, number> = {};
  const countByDay = new Map<string, number>();
  for (const row of rows) {
    countByDay.set(row.day, row.day_count);
    if (row.day_count > perDay.limit) moreByDay[row.day] = row.day_count - perDay.limit;
  }
  let total = 0;
  for (const count of countByDay.values()) total += count;
  return { items: rows.map((row) => toItem(row, viewerId)), total, moreByDay };
}

function toItem(row: RangeRow, viewerId: string): TAppointment {
  return {
    id: row.id,
    isOwn: row.owner_id === viewerId,
    ownerName: row.owner_name,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    attendanceStatus: row.attendance_status,
    location: row.location,
    notes: row.notes,
    sessionObjectives: row.session_objectives,
    patient:
      row.patient_id && row.patient_first_name !== null && row.patient_last_name !== null
        ? { id: row.patient_id, firstName: row.patient_first_name, lastName: row.patient_last_name }
        : null,
    appointmentType: { id: row.type_id, name: row.type_name, durationMinutes: row.type_duration_minutes },
    seriesId: row.series_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
