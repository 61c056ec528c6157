import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/** Rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function sqlRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('raw query answered without rows');
  return rows as T[];
}

/** What Drizzle's execute() does, reached to give the statement a name (no public API for raw SQL). */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> };
  };
};

/**
 * sqlRows as a named prepared statement: on PostgreSQL each pooled connection parses and analyses a
 * statement of a given text once, then only binds and executes it (the patient list's queries are a
 * handful of texts run on every request). The name is the text's hash, so two texts never share one.
 * PGlite ignores the name.
 */
export async function preparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const drizzle = db as unknown as DrizzleInternals;
  const built = drizzle.dialect.sqlToQuery(query);
  const name = `praxis_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  return rowsOf<T>(await drizzle.session.prepareQuery(built, undefined, name, false).execute());
}

/** A timestamptz as ISO 8601 whichever way the driver parsed it (Date or text). */
export function isoInstant(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}
