import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createPatientThroughApi, patientsBase } from '../features/patients/patients-test-support';
import { cookiesOf, createUser, signIn, VALID_PASSWORD, type TestUser } from '../test/factories';
import { createTenancyWorld, request, type TenancyWorld } from '../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../test/test-praxis';
import { totpFromUri } from '../test/totp';
import { mayChangeSessions, SessionCache, type CachedSession } from './session-cache';

/**
 * The in-process session cache (docs/decisions.md "Sessions are kept five seconds in the process,
 * and forgotten on any change"). The TTL here is a minute: whatever takes effect below does so
 * because the cache was emptied, not because an entry expired.
 */
let praxis: TestPraxis;

beforeAll(async () => {
  praxis = await createTestPraxis({}, { sessionCacheMs: 60_000 });
});
afterAll(async () => {
  await praxis.close();
});

const profileStatus = async (cookie: string) => (await praxis.request('/api/v1/profile', { cookie })).status;
const post = (path: string, cookie: string | undefined, body: unknown) => request(praxis, 'POST', path, cookie, body);

describe('a session kept in the process stops working at once', () => {
  it('after signing out', async () => {
    const user = await createUser(praxis);
    expect(await profileStatus(user.cookie)).toBe(200);
    expect(await profileStatus(user.cookie)).toBe(200);
    expect((await post('/api/auth/sign-out', user.cookie, {})).status).toBe(200);
    expect(await profileStatus(user.cookie)).toBe(401);
  });

  it('after being revoked from another session, alone or with the others', async () => {
    const user = await createUser(praxis);
    const laptop = cookiesOf(await signIn(praxis, user.email));
    const phone = cookiesOf(await signIn(praxis, user.email));
    for (const cookie of [user.cookie, laptop, phone]) expect(await profileStatus(cookie)).toBe(200);

    const listed = (await request(praxis, 'GET', '/api/auth/list-sessions', user.cookie)).body as { id: string; token: string }[];
    const phoneId = ((await request(praxis, 'GET', '/api/auth/get-session', phone)).body as { session: { id: string } }).session.id;
    const phoneToken = listed.find((s) => s.id === phoneId)?.token;
    expect((await post('/api/auth/revoke-session', user.cookie, { token: phoneToken })).status).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);

    expect((await post('/api/auth/revoke-other-sessions', user.cookie, {})).status).toBe(200);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(user.cookie)).toBe(200);
  });

  it('after a password change that signs out elsewhere', async () => {
    const user = await createUser(praxis);
    const elsewhere = cookiesOf(await signIn(praxis, user.email));
    expect(await profileStatus(elsewhere)).toBe(200);
    const changed = await praxis.request('/api/auth/change-password', {
      method: 'POST',
      cookie: user.cookie,
      body: JSON.stringify({ currentPassword: VALID_PASSWORD, newPassword: 'Nouveau2Motdepasse', revokeOtherSessions: true }),
    });
    expect(changed.status).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(cookiesOf(changed, user.cookie))).toBe(200);
  });

  it('after the account is deleted, in every session of the account', async () => {
    const user = await createUser(praxis);
    const elsewhere = cookiesOf(await signIn(praxis, user.email));
    for (const cookie of [user.cookie, elsewhere]) expect(await profileStatus(cookie)).toBe(200);
    const deleted = await post('/api/v1/account/delete', user.cookie, { email: user.email, password: user.password });
    expect(deleted.status, deleted.text).toBe(204);
    for (const cookie of [user.cookie, elsewhere]) expect(await profileStatus(cookie)).toBe(401);
  });
});

describe('what a cached session carries is re-read after a change', () => {
  let world: TenancyWorld;
  beforeAll(async () => {
    world = await createTenancyWorld(praxis, 'cabinet-cache');
  });

  it('the active organisation: the next request reads the new scope', async () => {
    await createPatientThroughApi(praxis, world.colleague.cookie, { firstName: 'Inès', lastName: 'Cabinet' });
    const inCabinet = (await request(praxis, 'GET', patientsBase, world.colleague.cookie)).body as { total: number };
    expect(inCabinet.total).toBe(1);
    expect((await post('/api/auth/organization/set-active', world.colleague.cookie, { organizationId: null })).status).toBe(200);
    const inPrivate = (await request(praxis, 'GET', patientsBase, world.colleague.cookie)).body as { total: number };
    expect(inPrivate.total).toBe(0);
    expect((await post('/api/auth/organization/set-active', world.colleague.cookie, { organizationId: world.cabinetId })).status).toBe(200);
  });

  it('the organisation requiring two-factor authentication: the next request is refused', async () => {
    // The owner enrols first (who requires it must have it).
    const owner: TestUser = world.ownerOrg;
    const enabled = await post('/api/auth/two-factor/enable', owner.cookie, { password: owner.password });
    expect(enabled.status, enabled.text).toBe(200);
    const verified = await praxis.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: owner.cookie,
      body: JSON.stringify({ code: totpFromUri((enabled.body as { totpURI: string }).totpURI) }),
    });
    expect(verified.status).toBe(200);
    const ownerCookie = cookiesOf(verified, owner.cookie);

    expect(await profileStatus(world.colleague.cookie)).toBe(200);
    const on = await request(praxis, 'PATCH', `/api/v1/organizations/${world.cabinetId}/security`, ownerCookie, { requireTwoFactor: true });
    expect(on.status, on.text).toBe(200);
    expect(await request(praxis, 'GET', '/api/v1/profile', world.colleague.cookie)).toMatchObject({
      status: 403,
      body: { error: { code: 'TWO_FACTOR_REQUIRED' } },
    });
  });
});

describe('another process’s change', () => {
  it('waits for the TTL or for any change made through this process', async () => {
    const user = await createUser(praxis);
    expect(await profileStatus(user.cookie)).toBe(200);
    // A direct write stands for another process signing the session out.
    await praxis.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect(await profileStatus(user.cookie)).toBe(200);
    await post('/api/auth/sign-out', undefined, {});
    expect(await profileStatus(user.cookie)).toBe(401);
  });
});

describe('SessionCache', () => {
  const value = (expiresAt: Date): CachedSession =>
    ({ user: { id: 'u' }, session: { id: 's', expiresAt }, twoFactorBlocked: false }) as unknown as CachedSession;
  const later = new Date(Date.now() + 3600_000);

  it('keeps an entry for its TTL, never past the session’s own expiry', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', value(later), cache.generation, 1_000);
    expect(cache.get('a', 5_999)).toBeDefined();
    expect(cache.get('a', 6_000)).toBeUndefined();
    const soon = new Date(Date.now() + 2_000);
    cache.set('b', value(soon), cache.generation);
    expect(cache.get('b', soon.getTime())).toBeUndefined();
  });

  it('does not store a read begun before a change', () => {
    const cache = new SessionCache(5_000);
    const since = cache.generation;
    cache.invalidate();
    cache.set('a', value(later), since);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new SessionCache(0);
    cache.set('a', value(later), cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('counts every write and every auth call but the session read as a change', () => {
    expect(mayChangeSessions('GET', '/api/v1/patients')).toBe(false);
    expect(mayChangeSessions('GET', '/api/auth/get-session')).toBe(false);
    expect(mayChangeSessions('GET', '/api/auth/verify-email')).toBe(true);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) expect(mayChangeSessions(method, '/api/v1/patients')).toBe(true);
  });
});
