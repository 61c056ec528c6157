import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../features/appointments/appointment-errors';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
export const CHUNK_SIZE = 1000;

/** Bulk insert in chunks of CHUNK_SIZE rows. */
export async function insertInChunks<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await db.insert(table).values(rows.slice(i, i + CHUNK_SIZE));
  }
}
