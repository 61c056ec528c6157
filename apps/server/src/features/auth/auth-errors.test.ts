import { afterAll, beforeAll, expect, it } from 'vitest';
import { BASE_ERROR_CODES } from '@better-auth/core/error';
import { organization, TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins';
import { messages } from '@praxis/shared/messages';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { signIn, signUp, uniqueEmail } from '../../test/factories';
import { AUTH_ERROR_MESSAGES, frenchAuthMessage } from './auth-errors';

let praxis: TestPraxis;
beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

/** The spec's own English (spec 1 §8); nothing else in English may reach a form. */
const SPEC_ENGLISH = new Set<string>([messages.auth.invalidCredentials]);

async function messageOf(res: Response): Promise<{ code?: string; message?: string }> {
  return (await res.json()) as { code?: string; message?: string };
}

it('has a French text for every base and two-factor code of the installed Better Auth', () => {
  for (const code of [...Object.keys(BASE_ERROR_CODES), ...Object.keys(TWO_FACTOR_ERROR_CODES)]) {
    if (['SOCIAL_ACCOUNT_ALREADY_LINKED', 'PROVIDER_NOT_FOUND', 'ID_TOKEN_NOT_SUPPORTED', 'FAILED_TO_GET_USER_INFO', 'LINKED_ACCOUNT_ALREADY_EXISTS', 'ASYNC_VALIDATION_NOT_SUPPORTED', 'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED', 'INVALID_ORIGIN'].includes(code)) continue;
    expect(AUTH_ERROR_MESSAGES[code], code).toBeTruthy();
  }
});

it('never answers Better Auth’s English for any code it knows, plugins included', () => {
  const codes: Record<string, { message: string }> = { ...BASE_ERROR_CODES, ...TWO_FACTOR_ERROR_CODES, ...organization().$ERROR_CODES };
  expect(Object.keys(codes).length).toBeGreaterThan(80);
  for (const [code, { message: english }] of Object.entries(codes)) {
    for (const status of [400, 401, 403, 404, 500]) {
      const french = frenchAuthMessage(code, status);
      if (SPEC_ENGLISH.has(english)) expect(french, code).toBe(english);
      else expect(french, code).not.toBe(english);
    }
  }
});

it('answers the forms in French: an unconfirmed account, a password over 128 characters', async () => {
  const email = uniqueEmail();
  await signUp(praxis, email);
  const unconfirmed = await signIn(praxis, email);
  expect(unconfirmed.status).toBe(403);
  expect(await messageOf(unconfirmed)).toEqual(
    expect.objectContaining({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_ERROR_MESSAGES.EMAIL_NOT_VERIFIED }),
  );

  const tooLong = await praxis.request('/api/auth/reset-password', {
    method: 'POST',
    body: JSON.stringify({ newPassword: `Aa1${'x'.repeat(130)}`, token: 'jeton-inconnu' }),
  });
  expect(tooLong.status).toBe(400);
  expect(await messageOf(tooLong)).toEqual(expect.objectContaining({ message: messages.auth.passwordTooLong }));

  const signUpTooLong = await signUp(praxis, uniqueEmail(), `Aa1${'x'.repeat(130)}`);
  expect(signUpTooLong.status).toBe(400);
  expect((await messageOf(signUpTooLong)).message).toBe(messages.auth.passwordTooLong);
});

it('keeps the spec’s English for wrong credentials', async () => {
  const res = await signIn(praxis, uniqueEmail(), 'Mauvais1');
  expect(res.status).toBe(401);
  expect((await messageOf(res)).message).toBe(messages.auth.invalidCredentials);
});

it('gives a refusal that Better Auth sends without a body the one error shape, in French', async () => {
  // Found by the fuzz test: organisation/create without a session (and a client-chosen userId)
  // answered 401 with an empty body.
  const res = await praxis.request('/api/auth/organization/create', {
    method: 'POST',
    body: JSON.stringify({ name: 'Cabinet', slug: 'cabinet-x', userId: '00000000-0000-4000-8000-000000000000' }),
  });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as { error?: { code?: string; message?: string } };
  expect(body.error?.message).toMatch(/[a-zà-ÿ]/i);
  expect(body.error?.message).not.toMatch(/unauthorized|invalid|error/i);
});

it.each(['true', '3', '[]', 'null', '{"name":'])('refuses a JSON body that is not an object (%s) with 400 in French, never 500', async (body) => {
  const res = await praxis.request('/api/auth/update-user', { method: 'POST', body });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { error?: { message?: string } }).error?.message).toBe(messages.http.invalidRequest);
});
