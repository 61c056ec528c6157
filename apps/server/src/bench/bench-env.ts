import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../lib/logger';
import { createPraxis, loadEnv } from '../server';
import { openBenchPostgres } from './bench-database';

/**
 * The configuration every benchmark and profile boots Praxis with: production mode, silent logs,
 * a throw-away data folder, no web build, and a sign-in rate limit the measures cannot reach.
 */
export function benchEnv(dataDir: string, base: string) {
  return loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-0123',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
}

/** The address the profiles give `app.request` (nothing listens on it). */
export const PROFILE_BASE = 'http://127.0.0.1:3999';

/**
 * Praxis for a profile: a PostgreSQL database of its own, no background workers; `close`
 * drops the database (unless kept) and the data folder.
 */
export async function openProfilePraxis() {
  const db = await openBenchPostgres();
  if (!db) throw new Error('PostgreSQL requis');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praxis-profile-'));
  const praxis = await createPraxis({
    env: benchEnv(dataDir, PROFILE_BASE),
    database: db.handle,
    logger: createLogger('silent'),
    workers: false,
  });
  const close = async (keepDatabase = false) => {
    await praxis.close();
    if (keepDatabase) console.log(`base gardée : ${db.label}`);
    else await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { praxis, close };
}
