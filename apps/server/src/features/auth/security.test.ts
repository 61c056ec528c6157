import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@praxis/shared/messages';
import { profiles } from '../../db/schema';
import { cookiesOf, createUser, signIn, VALID_PASSWORD, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { totpFromUri } from '../../test/totp';

let praxis: TestPraxis;

beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

async function post(path: string, cookie: string | undefined, body: unknown) {
  const res = await praxis.request(path, { method: 'POST', ...(cookie ? { cookie } : {}), body: JSON.stringify(body) });
  const text = await res.text();
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}
async function sessionUser(cookie: string) {
  const res = await praxis.request('/api/auth/get-session', { cookie });
  return ((await res.json()) as { user?: { email: string; twoFactorEnabled?: boolean } } | null)?.user ?? null;
}
const profileStatus = async (cookie: string) => (await praxis.request('/api/v1/profile', { cookie })).status;

describe('two-factor authentication (TOTP)', () => {
  let user: TestUser;
  let totpURI: string;
  let backupCodes: string[];

  beforeAll(async () => {
    user = await createUser(praxis);
  });

  it('enrols with the password: a TOTP URI issued by Praxis and backup codes', async () => {
    const wrong = await post('/api/auth/two-factor/enable', user.cookie, { password: 'Mauvais1motdepasse' });
    expect(wrong.status).toBe(400);
    const res = await post('/api/auth/two-factor/enable', user.cookie, { password: VALID_PASSWORD });
    expect(res.status).toBe(200);
    totpURI = String(res.body?.totpURI);
    backupCodes = res.body?.backupCodes as string[];
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Praxis:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Praxis');
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // Not active until a first code is confirmed: sign-in still needs only the password.
    const signedIn = await signIn(praxis, user.email);
    expect(await signedIn.json()).toMatchObject({ user: { email: user.email } });
  });

  it('activates once a code computed from the secret is confirmed', async () => {
    const wrong = await post('/api/auth/two-factor/verify-totp', user.cookie, { code: '000000' === totpFromUri(totpURI) ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    const res = await post('/api/auth/two-factor/verify-totp', user.cookie, { code: totpFromUri(totpURI) });
    expect(res.status).toBe(200);
    // Enabling replaces the session: keep the new cookie.
    user = { ...user, cookie: cookiesOf(res.res, user.cookie) };
    expect(await sessionUser(user.cookie)).toMatchObject({ twoFactorEnabled: true });
    const [profile] = await praxis.database.db.select({ mfaEnrolled: profiles.mfaEnrolled }).from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.mfaEnrolled).toBe(true);
  });

  it('then requires the code at sign-in: the password alone opens no session', async () => {
    const res = await signIn(praxis, user.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(res);
    expect(await sessionUser(pending)).toBeNull();
    expect(await profileStatus(pending)).toBe(401);

    const wrong = await post('/api/auth/two-factor/verify-totp', pending, { code: totpFromUri(totpURI, Date.now() - 10 * 60_000) });
    expect(wrong.status).toBe(401);
    expect(await sessionUser(pending)).toBeNull();

    const verified = await post('/api/auth/two-factor/verify-totp', pending, { code: totpFromUri(totpURI) });
    expect(verified.status).toBe(200);
    const session = cookiesOf(verified.res, pending);
    expect(await sessionUser(session)).toMatchObject({ email: user.email });
    expect(await profileStatus(session)).toBe(200);
  });

  it('accepts a backup code instead, once only', async () => {
    const code = backupCodes[0] ?? '';
    const first = cookiesOf(await signIn(praxis, user.email));
    const used = await post('/api/auth/two-factor/verify-backup-code', first, { code });
    expect(used.status).toBe(200);
    expect(await profileStatus(cookiesOf(used.res, first))).toBe(200);

    const second = cookiesOf(await signIn(praxis, user.email));
    const reused = await post('/api/auth/two-factor/verify-backup-code', second, { code });
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(await sessionUser(cookiesOf(reused.res, second))).toBeNull();
  });

  it('cannot be verified without the pending sign-in cookie', async () => {
    const res = await post('/api/auth/two-factor/verify-totp', undefined, { code: totpFromUri(totpURI) });
    expect(res.status).toBe(401);
  });
});

describe('sessions and password', () => {
  it('lists the active sessions and signs out elsewhere', async () => {
    const user = await createUser(praxis);
    const laptop = cookiesOf(await signIn(praxis, user.email));
    const phone = cookiesOf(await signIn(praxis, user.email));
    const listed = await praxis.request('/api/auth/list-sessions', { cookie: user.cookie });
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()) as { token: string; ipAddress: string | null; userAgent: string | null }[];
    // The confirmation link also opened one (autoSignInAfterVerification).
    expect(sessions.length).toBeGreaterThanOrEqual(3);

    // get-session names the session by id only; its token is the cookie's secret (never to scripts).
    const phoneSession = (await (await praxis.request('/api/auth/get-session', { cookie: phone })).json()) as { session: { id: string; token?: string } };
    expect(phoneSession.session.id).toBeTruthy();
    expect(phoneSession.session).not.toHaveProperty('token');
    const phoneToken = sessions.find((s) => (s as { id?: string }).id === phoneSession.session.id)?.token;
    const revoked = await post('/api/auth/revoke-session', user.cookie, { token: phoneToken });
    expect(revoked.status).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);

    const others = await post('/api/auth/revoke-other-sessions', user.cookie, {});
    expect(others.status).toBe(200);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(user.cookie)).toBe(200);
    const after = (await (await praxis.request('/api/auth/list-sessions', { cookie: user.cookie })).json()) as unknown[];
    expect(after).toHaveLength(1);
  });

  it('changes the password with the current one, following the sign-up rules, and can sign out elsewhere', async () => {
    const user = await createUser(praxis);
    const elsewhere = cookiesOf(await signIn(praxis, user.email));

    const weak = await post('/api/auth/change-password', user.cookie, { currentPassword: VALID_PASSWORD, newPassword: 'faible' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: messages.auth.passwordMin8 });
    const noDigit = await post('/api/auth/change-password', user.cookie, { currentPassword: VALID_PASSWORD, newPassword: 'Nouveaumotdepasse' });
    expect(noDigit.body).toMatchObject({ message: messages.auth.passwordDigit });
    const wrongCurrent = await post('/api/auth/change-password', user.cookie, { currentPassword: 'Mauvais1motdepasse', newPassword: 'Nouveau2Motdepasse' });
    expect(wrongCurrent.status).toBe(400);

    const changed = await post('/api/auth/change-password', user.cookie, { currentPassword: VALID_PASSWORD, newPassword: 'Nouveau2Motdepasse', revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    const current = cookiesOf(changed.res, user.cookie);
    expect(await profileStatus(current)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect((await signIn(praxis, user.email, VALID_PASSWORD)).status).toBe(401);
    expect((await signIn(praxis, user.email, 'Nouveau2Motdepasse')).status).toBe(200);
  });

  it('requires a session for every security action', async () => {
    expect((await praxis.request('/api/auth/list-sessions')).status).toBe(401);
    expect((await post('/api/auth/revoke-other-sessions', undefined, {})).status).toBe(401);
    expect((await post('/api/auth/change-password', undefined, { currentPassword: 'x', newPassword: 'Nouveau2Motdepasse' })).status).toBe(401);
    expect((await post('/api/auth/two-factor/enable', undefined, { password: 'x' })).status).toBe(401);
  });
});
