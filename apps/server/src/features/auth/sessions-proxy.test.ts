import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { loadEnv } from '../../env';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';

const HOUR = 3600_000;
const base = { AUTH_SECRET: 'x'.repeat(40) };

it('reads SESSION_IDLE_HOURS (12 by default) and TRUSTED_PROXY, refusing wrong values in French', () => {
  expect(loadEnv(base)).toMatchObject({ sessionIdleSeconds: 12 * 3600, trustedProxies: [] });
  expect(loadEnv({ ...base, SESSION_IDLE_HOURS: '2', TRUSTED_PROXY: ' 10.0.0.5, ::ffff:10.0.0.6,fd00::1 ' })).toMatchObject({
    sessionIdleSeconds: 7200,
    trustedProxies: ['10.0.0.5', '10.0.0.6', 'fd00::1'],
  });
  expect(() => loadEnv({ ...base, SESSION_IDLE_HOURS: 'douze' })).toThrow('SESSION_IDLE_HOURS doit être un nombre d’heures');
  expect(() => loadEnv({ ...base, SESSION_IDLE_HOURS: '1.5' })).toThrow('SESSION_IDLE_HOURS doit être un nombre entier d’heures');
  expect(() => loadEnv({ ...base, SESSION_IDLE_HOURS: '0' })).toThrow('SESSION_IDLE_HOURS doit valoir au moins 1');
  expect(() => loadEnv({ ...base, SESSION_IDLE_HOURS: '3000' })).toThrow('SESSION_IDLE_HOURS doit valoir au plus 2160');
  expect(() => loadEnv({ ...base, TRUSTED_PROXY: '10.0.0.5,proxy.local' })).toThrow(
    "Configuration invalide : TRUSTED_PROXY contient « proxy.local », qui n'est pas une adresse IP (ex. 10.0.0.5)",
  );
});

describe('idle session expiry', () => {
  let praxis: TestPraxis;
  let user: TestUser;
  beforeAll(async () => {
    praxis = await createTestPraxis();
    user = await createUser(praxis);
  });
  afterAll(async () => {
    await praxis.close();
  });
  const latestSession = async () => {
    const [row] = await praxis.database.db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)).limit(1);
    if (!row) throw new Error('no session');
    return row;
  };
  const profile = () => praxis.request('/api/v1/profile', { cookie: user.cookie });

  it('gives a new session 12 hours', async () => {
    const session = await latestSession();
    expect(Math.abs(session.expiresAt.getTime() - (Date.now() + 12 * HOUR))).toBeLessThan(60_000);
  });

  it('pushes the expiry back when the session is used', async () => {
    const session = await latestSession();
    // Last refreshed 11 hours ago: one hour left.
    await praxis.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + HOUR) }).where(eq(sessions.id, session.id));
    expect((await profile()).status).toBe(200);
    const after = await latestSession();
    expect(Math.abs(after.expiresAt.getTime() - (Date.now() + 12 * HOUR))).toBeLessThan(60_000);
  });

  it('is not kept alive by the session check the web app polls', async () => {
    const session = await latestSession();
    const oneHourLeft = new Date(Date.now() + HOUR);
    await praxis.database.db.update(sessions).set({ expiresAt: oneHourLeft }).where(eq(sessions.id, session.id));
    const check = await praxis.request('/api/auth/get-session', { cookie: user.cookie });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ user: { id: user.id } });
    expect((await latestSession()).expiresAt.getTime()).toBe(oneHourLeft.getTime());
  });

  it('signs out a session left unused for 12 hours', async () => {
    const session = await latestSession();
    await praxis.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session.id));
    const res = await profile();
    expect(res.status).toBe(401);
  });

  it('follows SESSION_IDLE_HOURS', async () => {
    const short = await createTestPraxis({ SESSION_IDLE_HOURS: '2' });
    try {
      const someone = await createUser(short);
      const [row] = await short.database.db.select().from(sessions).where(eq(sessions.userId, someone.id)).limit(1);
      expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);
    } finally {
      await short.close();
    }
  });
});

describe('TRUSTED_PROXY: the client address behind a reverse proxy', () => {
  let praxis: TestPraxis;
  let user: TestUser;
  beforeAll(async () => {
    praxis = await createTestPraxis({ TRUSTED_PROXY: '10.0.0.5' });
    user = await createUser(praxis);
  });
  afterAll(async () => {
    await praxis.close();
  });
  const signInFrom = async (ip: string, forwardedFor?: string) => {
    const res = await praxis.request('/api/auth/sign-in/email', {
      method: 'POST',
      ip,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(res.status).toBe(200);
    const [row] = await praxis.database.db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)).limit(1);
    return row?.ipAddress;
  };

  it("takes X-Forwarded-For's last address from the trusted proxy only", async () => {
    // Through the proxy: the address it appended, not one the client wrote before it.
    expect(await signInFrom('10.0.0.5', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await signInFrom('::ffff:10.0.0.5', '203.0.113.8')).toBe('203.0.113.8');
    // Straight from a client: its own header is ignored.
    expect(await signInFrom('192.0.2.44', '203.0.113.9')).toBe('192.0.2.44');
    // The proxy without a usable header: its own address.
    expect(await signInFrom('10.0.0.5', 'pas-une-adresse')).toBe('10.0.0.5');
    expect(await signInFrom('10.0.0.5')).toBe('10.0.0.5');
  });

  it('keys the sign-in rate limit on the client behind the proxy, not on the proxy', async () => {
    const limited = await createTestPraxis({ TRUSTED_PROXY: '10.0.0.5', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = (client: string) =>
        limited.request('/api/auth/sign-in/email', {
          method: 'POST',
          ip: '10.0.0.5',
          headers: { 'x-forwarded-for': client },
          body: JSON.stringify({ email: 'personne@exemple.fr', password: 'Mauvais1x' }),
        });
      for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.20')).status).toBe(401);
      const blocked = await attempt('203.0.113.20');
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      // Another client behind the same proxy still gets through.
      expect((await attempt('203.0.113.21')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
