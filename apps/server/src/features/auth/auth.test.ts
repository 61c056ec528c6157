import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@praxis/shared/messages';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { cookiesOf, createUser, lastLinkTo, signIn, signUp, uniqueEmail, VALID_PASSWORD } from '../../test/factories';

let praxis: TestPraxis;
beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

async function messageOf(res: Response): Promise<string> {
  const body = (await res.json()) as { message?: string; error?: { message?: string } };
  return body.message ?? body.error?.message ?? '';
}

describe('sign-up', () => {
  it('creates the account and its profile, and sends a French confirmation mail valid 15 minutes', async () => {
    const email = uniqueEmail();
    const res = await signUp(praxis, email, VALID_PASSWORD, { firstName: 'Éloïse', lastName: 'Bérard' });
    expect(res.status).toBe(200);
    const mail = praxis.mailer.sent.findLast((m) => m.to === email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail — Praxis');
    expect(mail?.text).toContain('Ce lien expire dans 15 minutes.');
    expect(mail?.text).toContain('Bonjour Éloïse Bérard');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it.each([
    ['abc', messages.auth.passwordMin8],
    ['abcdefg1', messages.auth.passwordUppercase],
    ['ABCDEFG1', messages.auth.passwordLowercase],
    ['Abcdefgh', messages.auth.passwordDigit],
  ])('refuses the password %j with the first rule it breaks', async (password, expected) => {
    const res = await signUp(praxis, uniqueEmail(), password);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(expected);
  });

  it('refuses a malformed e-mail and missing names in French', async () => {
    const bad = await signUp(praxis, 'pas-une-adresse');
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(messages.auth.emailInvalid);
    const noName = await signUp(praxis, uniqueEmail(), VALID_PASSWORD, { firstName: '', lastName: 'Martin' });
    expect(noName.status).toBe(400);
    expect(await messageOf(noName)).toBe(messages.auth.firstNameRequired);
  });
});

describe('sign-in', () => {
  it('keeps an unconfirmed account out with EMAIL_NOT_VERIFIED', async () => {
    const email = uniqueEmail();
    await signUp(praxis, email);
    const res = await signIn(praxis, email);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers "Invalid email or password" for a wrong password or an unknown address', async () => {
    const user = await createUser(praxis);
    const wrong = await signIn(praxis, user.email, 'Mauvais1motdepasse');
    expect(wrong.status).toBe(401);
    expect(await messageOf(wrong)).toBe(messages.auth.invalidCredentials);
    const unknown = await signIn(praxis, uniqueEmail());
    expect(unknown.status).toBe(401);
    expect(await messageOf(unknown)).toBe(messages.auth.invalidCredentials);
  });

  it('confirms the address through the mailed link and lands on /auth/verify-email', async () => {
    const email = uniqueEmail();
    await signUp(praxis, email);
    const link = new URL(lastLinkTo(praxis, email));
    const res = await praxis.request(link.pathname + link.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/verify-email?verified=1');
    expect((await signIn(praxis, email)).status).toBe(200);
  });

  it('signs out: the session cookie no longer opens the API', async () => {
    const user = await createUser(praxis);
    const out = await praxis.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie, body: '{}' });
    expect(out.status).toBe(200);
    const after = await praxis.request('/api/v1/profile', { cookie: user.cookie });
    expect(after.status).toBe(401);
    expect(await messageOf(after)).toBe(messages.auth.notAuthenticated);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails only existing accounts', async () => {
    const user = await createUser(praxis);
    const before = praxis.mailer.sent.length;
    const known = await praxis.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: JSON.stringify({ email: user.email, redirectTo: '/auth/reset' }),
    });
    const unknown = await praxis.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), redirectTo: '/auth/reset' }),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    // The mail leaves after the answer (off the request path).
    await vi.waitFor(() => expect(praxis.mailer.sent.length).toBe(before + 1));
  });

  it('answers before the mail is sent, so a known address is not slower than an unknown one', async () => {
    const user = await createUser(praxis);
    const send = praxis.mailer.send;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    praxis.mailer.send = async (mail) => {
      await held;
      await send(mail);
    };
    try {
      const ask = (email: string) =>
        praxis.request('/api/auth/request-password-reset', { method: 'POST', body: JSON.stringify({ email, redirectTo: '/auth/reset' }) });
      // With the mail held back, the known address still answers: nothing waits for the mail.
      const known = await Promise.race([ask(user.email), new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
      expect(known?.status).toBe(200);
      expect(praxis.mailer.sent.some((m) => m.to === user.email && /Réinitialisation/.test(m.subject))).toBe(false);
      release();
      await vi.waitFor(() => expect(praxis.mailer.sent.some((m) => m.to === user.email && /Réinitialisation/.test(m.subject))).toBe(true));
    } finally {
      release();
      praxis.mailer.send = send;
    }
  });

  it('resets through the mailed link (6 characters allowed), revokes old sessions and signs in with the new password', async () => {
    const user = await createUser(praxis);
    await praxis.request('/api/auth/request-password-reset', {
      method: 'POST',
      body: JSON.stringify({ email: user.email, redirectTo: '/auth/reset' }),
    });
    await vi.waitFor(() => expect(praxis.mailer.sent.findLast((m) => m.to === user.email)?.subject).toMatch(/Réinitialisation/));
    const mail = praxis.mailer.sent.findLast((m) => m.to === user.email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe — Praxis');
    expect(mail?.text).toContain('Ce lien expire dans 15 minutes.');
    const link = new URL(lastLinkTo(praxis, user.email));
    const landing = await praxis.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/auth/reset');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await praxis.request('/api/auth/reset-password', {
      method: 'POST',
      body: JSON.stringify({ newPassword: 'abc123', token }),
    });
    expect(reset.status).toBe(200);
    expect((await praxis.request('/api/v1/profile', { cookie: user.cookie })).status).toBe(401);
    expect((await signIn(praxis, user.email)).status).toBe(401);
    expect((await signIn(praxis, user.email, 'abc123')).status).toBe(200);

    const reused = await praxis.request('/api/auth/reset-password', {
      method: 'POST',
      body: JSON.stringify({ newPassword: 'autre12', token }),
    });
    expect(reused.status).toBe(400);
  });
});

describe('sessions survive a restart', () => {
  it('keeps the session in the database, not in the process', async () => {
    const user = await createUser(praxis);
    const res = await praxis.request('/api/auth/get-session', { cookie: user.cookie });
    const body = (await res.json()) as { user: { email: string } };
    expect(body.user.email).toBe(user.email);
    expect(cookiesOf(res, user.cookie)).toContain('praxis.session_token');
  });
});
