import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '../env';
import { openDatabase } from '../lib/db';
import { createLogger } from '../lib/logger';
import { createPraxis } from '../server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one embedded database (schema, seeds, job-queue tables) before the PGlite suite and
 * dumps it; each test file then starts from a copy instead of replaying every migration.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'praxis-pglite-template-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: null });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
  });
  const praxis = await createPraxis({ env, database, logger: createLogger('silent'), workers: false });
  await praxis.jobs.stop();
  await praxis.events.stop();
  if (database.raw.driver !== 'pglite') throw new Error('unreachable: the template is a PGlite database');
  const dump = await database.raw.client.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
