import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
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

/**
 * The events matching `where` (conditions on calendar_events), by start time, as the API answers them.
 * Prepared: the text varies only with which filters are present (types, statuses: four texts).
 */
export async function appointmentRangeItems(db: Database, where: SQL, viewerId: string): Promise<TAppointment[]> {
  const e = calendarEvents;
  const rows = await preparedRows<RangeRow>(
    db,
    sql`SELECT ${e.id} AS id, ${iso(e.startsAt)} AS starts_at, ${iso(e.endsAt)} AS ends_at, ${e.status} AS status,
        ${e.attendanceStatus} AS attendance_status, ${e.location} AS location, ${e.notes} AS notes,
        ${e.sessionObjectives} AS session_objectives, ${e.seriesId} AS series_id,
        ${iso(e.createdAt)} AS created_at, ${iso(e.updatedAt)} AS updated_at,
        ${e.userId} AS owner_id, ${users.name} AS owner_name,
        ${patients.id} AS patient_id, ${patients.firstName} AS patient_first_name, ${patients.lastName} AS patient_last_name,
        ${appointmentTypes.id} AS type_id, ${appointmentTypes.name} AS type_name, ${appointmentTypes.durationMinutes} AS type_duration_minutes
      FROM ${e}
      JOIN ${appointmentTypes} ON ${appointmentTypes.id} = ${e.appointmentTypeId}
      LEFT JOIN ${patients} ON ${patients.id} = ${e.patientId}
      LEFT JOIN ${users} ON ${users.id} = ${e.userId}
      WHERE ${where}
      ORDER BY ${e.startsAt}, ${e.id}`,
  );
  return rows.map((row) => ({
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
  }));
}
