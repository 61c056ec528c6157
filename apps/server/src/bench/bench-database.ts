import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../lib/db';

export const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = {
  label: string;
  handle: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
};

/** PGlite in a temporary folder (the embedded default, on disk as in production). */
export async function openBenchPglite(dataDir: string): Promise<BenchDatabase> {
  const handle = await openDatabase({ driver: 'pglite', dataDir });
  return { label: 'PGlite (embarquée, sur disque)', handle, drop: () => handle.close() };
}

/** A database of its own on the local PostgreSQL, dropped afterwards; null when unreachable. */
export async function openBenchPostgres(): Promise<BenchDatabase | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(
      `PostgreSQL injoignable (${PG_ADMIN_URL}) : ${err instanceof Error ? err.message : String(err)} — PGlite seulement.`,
    );
    return null;
  }
  const name = `praxis_bench_${randomBytes(5).toString('hex')}`;
  const version =
    (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]
      ?.server_version ?? '?';
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const handle = await openDatabase({ driver: 'postgres', url, poolSize: 10 });
  return {
    label: `PostgreSQL ${version} (base ${name}, pool de 10)`,
    handle,
    url,
    drop: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: PG_ADMIN_URL });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
