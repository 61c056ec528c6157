import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../features/appointments/appointment-errors';

/** Rows per INSERT. */
export const CHUNK_SIZE = 2000;

/**
 * Bulk insert: each chunk travels as one JSON parameter expanded by json_populate_recordset,
 * several times faster than thousands of bound parameters (on PGlite above all). Only the columns
 * the rows name are written, so the others take their defaults; a column must then be set in every
 * row (a row without it would write NULL, not the default).
 */
export async function insertInChunks<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const names = keys.map((key) => columns[key]?.name ?? key);
  const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    const chunk = rows.slice(i, i + CHUNK_SIZE).map((row) => {
      const record = row as Record<string, unknown>;
      return Object.fromEntries(keys.map((key, k) => [names[k], record[key] ?? null]));
    });
    await db.execute(sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(chunk)}::json)`);
  }
}
