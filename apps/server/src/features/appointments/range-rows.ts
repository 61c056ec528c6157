import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appointmentTypes, calendarEvents, patients, users } from '../../db/schema';
import type { Database } from '../../lib/db';
import { preparedRows } from '../../lib/sql-rows';

/**
 * The agenda's period read (GET /appointments, up to thousands of events a month) written by
 * PostgreSQL as the answer's JSON text (issue 15 §4, docs/performance.md): Node neither parses
 * thousands of rows nor serialises them again, it passes one string on. Instants are formatted as
 * toISOString() would (UTC, milliseconds), and each item has the shape toAppointment gives
 * (appointment-row.ts), which the other reads keep; range-rows.test.ts holds the two equal.
 * The text is cast to `text` so that neither driver parses the JSON on the way.
 */
const iso = (column: PgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `{"items": [...], "total": n}` for the events matching `where` (conditions on calendar_events),
 * by start time. Prepared: the text varies only with which filters are present (four texts).
 */
export async function appointmentRangeJson(db: Database, where: SQL, viewerId: string): Promise<string> {
  const e = calendarEvents;
  const [row] = await preparedRows<{ answer: string }>(
    db,
    sql`SELECT json_build_object(
          'items', COALESCE(json_agg(item ORDER BY starts_at, id), '[]'::json),
          'total', count(*)
        )::text AS answer
      FROM (
        SELECT ${e.id} AS id, ${e.startsAt} AS starts_at, json_build_object(
          'id', ${e.id},
          'isOwn', COALESCE(${e.userId} = ${viewerId}::uuid, false),
          'ownerName', ${users.name},
          'startsAt', ${iso(e.startsAt)},
          'endsAt', ${iso(e.endsAt)},
          'status', ${e.status},
          'attendanceStatus', ${e.attendanceStatus},
          'location', ${e.location},
          'notes', ${e.notes},
          'sessionObjectives', ${e.sessionObjectives},
          'patient', CASE WHEN ${patients.id} IS NOT NULL AND ${patients.firstName} IS NOT NULL AND ${patients.lastName} IS NOT NULL
            THEN json_build_object('id', ${patients.id}, 'firstName', ${patients.firstName}, 'lastName', ${patients.lastName}) END,
          'appointmentType', json_build_object('id', ${appointmentTypes.id}, 'name', ${appointmentTypes.name}, 'durationMinutes', ${appointmentTypes.durationMinutes}),
          'seriesId', ${e.seriesId},
          'createdAt', ${iso(e.createdAt)},
          'updatedAt', ${iso(e.updatedAt)}
        ) AS item
        FROM ${e}
        JOIN ${appointmentTypes} ON ${appointmentTypes.id} = ${e.appointmentTypeId}
        LEFT JOIN ${patients} ON ${patients.id} = ${e.patientId}
        LEFT JOIN ${users} ON ${users.id} = ${e.userId}
        WHERE ${where}
      ) AS events`,
  );
  if (!row) throw new Error('unreachable: an aggregate answers one row');
  return row.answer;
}
