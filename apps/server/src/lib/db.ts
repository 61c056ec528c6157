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

/** Called with each NOTIFY payload of a channel. */
export type NotificationListener = (payload: string) => void;

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs raw SQL without parameters (may hold several statements). */
  exec: (sqlText: string) => Promise<void>;
  /**
   * LISTENs on a channel; resolves to the function that stops listening. On PostgreSQL the
   * listener holds its own connection (reconnected if lost), so NOTIFYs of every process arrive.
   */
  listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;
  /** The underlying client, for the job queue's adapter. */
  raw: { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; url: string };
};

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '../db/migrations');

export type DatabaseConfig =
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Opens the embedded PGlite database (a folder, or memory when dataDir is null). */
async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
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
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, listener);
      return stop;
    },
    raw: { driver: 'pglite', client },
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
    close: () => (pool.ended ? Promise.resolve() : pool.end()),
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
    raw: { driver: 'postgres', url },
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * A dedicated connection that LISTENs on one channel. A lost connection (server restart, network)
 * is replaced after a second; notifications sent meanwhile are lost, which live events tolerate
 * (the web app also refetches on reconnect and polls running jobs).
 */
async function listenOnPostgres(url: string, channel: string, listener: NotificationListener) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener(message.payload);
    });
    next.on('error', () => onLost(next));
    next.on('end', () => onLost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  const scheduleConnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(scheduleConnect), RELISTEN_DELAY_MS);
  };
  const onLost = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    void lost.end().catch(() => undefined);
    scheduleConnect();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.driver === 'postgres'
    ? openPostgres(config.url, config.poolSize)
    : openPglite(config.dataDir, config.loadDataDir);
}
