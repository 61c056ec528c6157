import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import { createPraxis, type Praxis } from '../../server';
import { cookiesOf, lastLinkTo, uniqueEmail, VALID_PASSWORD } from '../../test/factories';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praxis-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server as `npm start` does: embedded database on disk in DATA_DIR. */
async function start(): Promise<Praxis> {
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: path.join(dataDir, 'none') });
  return createPraxis({ env, logger: createLogger('silent') });
}

function call(praxis: Praxis, pathname: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set('origin', 'http://localhost:3000');
  if (init.cookie) headers.set('cookie', init.cookie);
  return Promise.resolve(praxis.app.request(`http://localhost:3000${pathname}`, { ...init, headers }));
}

it('keeps accounts and sessions across a restart of the embedded database', async () => {
  const first = await start();
  const email = uniqueEmail();
  await call(first, '/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: VALID_PASSWORD, name: 'Rémi Durable', firstName: 'Rémi', lastName: 'Durable' }),
  });
  const link = new URL(lastLinkTo(first, email));
  await call(first, link.pathname + link.search);
  const signedIn = await call(first, '/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password: VALID_PASSWORD }) });
  const cookie = cookiesOf(signedIn);
  expect(signedIn.status).toBe(200);
  await first.close();

  const second = await start();
  const profile = await call(second, '/api/v1/profile', { cookie });
  expect(profile.status).toBe(200);
  expect(((await profile.json()) as { firstName: string }).firstName).toBe('Rémi');
  await second.close();
  // Two cold starts of an on-disk database (migrations, job-queue schema) on a loaded 2-core runner.
}, 180_000);
