import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadEnv } from '../env';
import { openDatabase, type DatabaseHandle } from '../lib/db';
import { createLogger } from '../lib/logger';
import { createPraxis, type Praxis } from '../server';
import { TEST_PG_ADMIN_URL, withAdmin } from './postgres-admin';

type TestDatabase = { handle: DatabaseHandle; drop: () => Promise<void> };

/** A fresh database per test file: PGlite in memory, or a new database on the local PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind === 'pglite') {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const handle = await openDatabase({ driver: 'pglite', dataDir: null, ...(loadDataDir ? { loadDataDir } : {}) });
    return { handle, drop: () => handle.close() };
  }
  const name = `praxis_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const handle = await openDatabase({ driver: 'postgres', url, poolSize: 5 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function withoutUndefined(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export type TestPraxis = Praxis & {
  request: (pathname: string, init?: RequestInit & { cookie?: string; ip?: string }) => Promise<Response>;
  close: () => Promise<void>;
};

/** The environment of a test server whose data folder is dataDir. */
export function testEnvValues(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  };
}

/** A server with the tests' request helper (cookie, client IP, JSON and origin headers). */
export function withTestRequest(praxis: Praxis, close: () => Promise<void>): TestPraxis {
  return {
    ...praxis,
    request: (pathname, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.cookie) headers.set('cookie', init.cookie);
      if (init.ip) headers.set('x-test-client-ip', init.ip);
      // FormData sets its own multipart content type (with the boundary).
      if (init.body && !(init.body instanceof FormData) && !headers.has('content-type')) headers.set('content-type', 'application/json');
      if (!headers.has('origin')) headers.set('origin', 'http://localhost:3000');
      return Promise.resolve(praxis.app.request(`http://localhost:3000${pathname}`, { ...init, headers }));
    },
    close,
  };
}

export async function createTestPraxis(
  /** An undefined value removes a default (e.g. PUBLIC_URL). */
  overrides: Record<string, string | undefined> = {},
  options: Pick<Parameters<typeof createPraxis>[0], 'workers' | 'jobDefinitions' | 'jobSuperviseIntervalSeconds' | 'now' | 'logger' | 'sessionCacheMs'> = {},
): Promise<TestPraxis> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praxis-test-'));
  const env = loadEnv(withoutUndefined({ ...testEnvValues(dataDir), ...overrides }));
  const database = await createTestDatabase();
  // Off unless a test asks for it (session-cache.test.ts): many tests write sessions, users and
  // memberships straight into the database, as another process would, and expect the next request to see it.
  const praxis = await createPraxis({
    env,
    database: database.handle,
    ...options,
    sessionCacheMs: options.sessionCacheMs ?? 0,
    logger: options.logger ?? createLogger('silent'),
  });
  return withTestRequest(praxis, async () => {
    await praxis.jobs.stop();
    await praxis.events.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
