import path from 'node:path';
import { loadEnv } from '../server';

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
