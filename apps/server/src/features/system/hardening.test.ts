import { existsSync, mkdirSync, statSync, utimesSync, writeFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Hono } from 'hono';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/context';
import { onError } from '../../lib/error-handler';
import { listenErrorMessage } from '../../lib/listen-errors';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../lib/sql-rows';
import { sweepLocalStorage } from '../../lib/storage-sweep';
import { createUser, type TestUser } from '../../test/factories';
import { samples, uploadForm } from '../../test/files';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';

const MARKER = 'Zéphyrine-Secret-Patient';
const lines: string[] = [];
const captured = () => pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });

let praxis: TestPraxis;
let user: TestUser;

beforeAll(async () => {
  praxis = await createTestPraxis({}, { logger: captured() });
  user = await createUser(praxis);
});
afterAll(async () => {
  await praxis.close();
});

const mode = (file: string) => statSync(file).mode & 0o777;

describe('no patient data in logs', () => {
  it('logs a failed query by its SQLSTATE, never its parameters or its message', async () => {
    const logged: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('logger', logger);
      await next();
    });
    app.get('/boom', () => {
      const cause = Object.assign(new Error(`value too long: "${MARKER}"`), {
        code: '54000',
        detail: `Key (notes)=(${MARKER})`,
      });
      throw new DrizzleQueryError(
        'update "patients" set "notes" = $1 where "id" = $2',
        [`notes de ${MARKER}`, 'id'],
        cause,
      );
    });
    app.onError(onError);
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = logged.join('');
    expect(text).toContain('request failed');
    expect(text).toContain('54000');
    expect(text).not.toContain(MARKER);
    expect(text).not.toContain('notes de');
  });

  it("keeps Better Auth's log lines to their first words, not the refused value", async () => {
    const res = await praxis.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: JSON.stringify({
        email: user.email,
        redirectTo: `https://ailleurs.example/${'x'.repeat(5000)}${MARKER}`,
      }),
    });
    expect(res.status).toBe(403);
    const authLines = lines.filter((l) => l.includes('better-auth'));
    expect(authLines.join('')).toContain('Invalid redirectURL');
    expect(lines.join('')).not.toContain(MARKER);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(2000);
  });
});

describe('files on disk', () => {
  it('stores uploads and outbox mails 0600 in 0700 folders', async () => {
    const res = await praxis.request('/api/v1/user-documents', {
      method: 'POST',
      cookie: user.cookie,
      body: uploadForm(
        { title: 'Compte rendu' },
        { name: 'compte-rendu.pdf', bytes: samples.pdf, type: 'application/pdf' },
      ),
    });
    expect(res.status).toBe(201);
    const folder = path.join(praxis.env.filesDir, `user_${user.id}`, 'documents');
    const [stored] = readdirSync(folder).filter((n) => !n.startsWith('.'));
    expect(stored).toBeTruthy();
    expect(mode(path.join(folder, stored ?? ''))).toBe(0o600);
    expect(mode(folder)).toBe(0o700);
    expect(mode(path.join(praxis.env.filesDir, `user_${user.id}`))).toBe(0o700);
    const outbox = path.join(praxis.env.dataDir, 'outbox');
    expect(mode(outbox)).toBe(0o700);
    for (const mail of readdirSync(outbox)) expect(mode(path.join(outbox, mail)), mail).toBe(0o600);
  });

  it('sweeps a crash’s leftovers at start-up: temporary files, files no row points at, lone metadata', async () => {
    // Each start queues one sweep; it has run by now (and must not race the direct call below).
    await praxis.jobs.idle();
    const sweeps = await sqlRows<{ state: string }>(
      praxis.database.db,
      sql`SELECT state::text AS state FROM pgboss.job WHERE name = 'storage-sweep'`,
    );
    expect(sweeps.map((j) => j.state)).toEqual(['completed']);
    const root = praxis.env.filesDir;
    const res = await praxis.request('/api/v1/user-documents', {
      method: 'POST',
      cookie: user.cookie,
      body: uploadForm(
        { title: 'Gardé' },
        { name: 'garde.pdf', bytes: samples.pdf, type: 'application/pdf' },
      ),
    });
    expect(res.status).toBe(201);
    const folder = path.join(root, `user_${user.id}`, 'documents');
    const kept = readdirSync(folder)
      .filter((n) => n.endsWith('garde.pdf'))
      .map((n) => path.join(folder, n));
    expect(kept).toHaveLength(1);
    const crash = path.join(root, `user_${user.id}`, 'patients', 'p1', 'documents');
    mkdirSync(crash, { recursive: true });
    const file = (name: string, hoursOld: number) => {
      const full = path.join(crash, name);
      writeFileSync(full, 'x');
      const when = new Date(Date.now() - hoursOld * 3_600_000);
      utimesSync(full, when, when);
      return full;
    };
    const temporary = file('.upload-1b2c', 0.5);
    const orphan = file('1700000000000_bilan.pdf', 2);
    const orphanMeta = file('.1700000000000_bilan.pdf.meta.json', 2);
    const inFlight = file('1700000000001_en-cours.pdf', 0.1);
    const freshTemporary = file('.upload-9z', 0);
    for (const k of kept)
      utimesSync(k, new Date(Date.now() - 5 * 3_600_000), new Date(Date.now() - 5 * 3_600_000));

    const result = await sweepLocalStorage({ root, db: praxis.database.db, logger: praxis.logger });
    expect(result).toEqual({ temporary: 1, orphans: 1 });
    expect(existsSync(temporary)).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(orphanMeta)).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
    expect(existsSync(freshTemporary)).toBe(true);
    for (const k of kept) expect(existsSync(k)).toBe(true);
  });
});

describe('headers', () => {
  it('sends a Permissions-Policy on every response (pages, API, errors, files)', async () => {
    for (const p of [
      '/api/health',
      '/app',
      '/api/v1/profile',
      '/api/v1/nothing',
      '/api/files/x?exp=1&sig=x',
    ]) {
      const policy = (await praxis.request(p)).headers.get('permissions-policy') ?? '';
      expect(policy, p).toContain('camera=()');
      expect(policy, p).toContain('geolocation=()');
      expect(policy, p).toContain('microphone=(self)');
    }
  });
});

describe('start-up', () => {
  it('explains a port already in use in French, with what to change', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const second = createServer();
    const error = await new Promise<unknown>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    taken.close();
    expect(listenErrorMessage(error, port)).toBe(
      `Le port ${port} est déjà utilisé (un autre Praxis ou un autre programme tourne-t-il déjà ?). Arrêtez-le ou choisissez un autre port avec PORT=… dans la configuration.`,
    );
    expect(listenErrorMessage(new Error('autre'), port)).toBeUndefined();
  });
});
