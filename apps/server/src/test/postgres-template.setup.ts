import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '../env';
import { openDatabase } from '../lib/db';
import { createLogger } from '../lib/logger';
import { createPraxis } from '../server';
import { TEST_PG_ADMIN_URL, withAdmin } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/**
 * Migrates one PostgreSQL database before the suite; each test file's database is then created
 * from it (`CREATE DATABASE … TEMPLATE`) instead of replaying every migration.
 */
export default async function setup(project: TestProject) {
  const name = `praxis_template_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'praxis-pg-template-'));
  const database = await openDatabase({ driver: 'postgres', url: TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`), poolSize: 2 });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
  });
  const praxis = await createPraxis({ env, database, logger: createLogger('silent'), workers: false });
  await praxis.close();
  rmSync(dir, { recursive: true, force: true });
  project.provide('postgresTemplate', name);
  return () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
}
