import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs raw SQL without parameters (may hold several statements). */
  exec: (sqlText: string) => Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '../db/migrations');

export type DatabaseConfig =
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir: string | null };

/** Opens the embedded PGlite database (a folder, or memory when dataDir is null). */
async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { btree_gist, pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
  };
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (server restart, admin termination) is emitted on the
  // pool; unhandled, it would crash the process. The pool drops that client and the next
  // checkout opens a new connection, so there is nothing else to do here.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.driver === 'postgres'
    ? openPostgres(config.url, config.poolSize)
    : openPglite(config.dataDir);
}
