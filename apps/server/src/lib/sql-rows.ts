import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/** Rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function sqlRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('raw query answered without rows');
  return rows as T[];
}

/** A timestamptz as ISO 8601 whichever way the driver parsed it (Date or text). */
export function isoInstant(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}
