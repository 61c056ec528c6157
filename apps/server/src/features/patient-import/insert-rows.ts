import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../lib/db';

/** Rows per statement: one JSON parameter each, a few hundred kilobytes. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Bulk insert through one JSON parameter (`json_populate_recordset`): Drizzle's multi-row
 * VALUES builds tens of thousands of parameters for a large import and spends most of the
 * time doing so (about 300 ms per 500 patients). Columns left out of the rows keep their
 * defaults; every row must hold the same keys (they are built by one function).
 */
export async function insertRows<T extends PgTable>(db: Pick<Database, 'execute'>, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => (columns[key] as { name: string }).name);
  const identifiers = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  const tableName = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const records = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(keys.map((key, k) => [names[k], values[key] ?? null]));
    });
    await db.execute(
      sql`INSERT INTO ${tableName} (${identifiers}) SELECT ${identifiers} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(records)}::json)`,
    );
  }
}
