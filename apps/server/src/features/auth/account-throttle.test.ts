import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_LOCKED_CODE, ACCOUNT_MAX_FAILURES, accountLockedMessage } from '../../lib/account-throttle';
import { createUser, VALID_PASSWORD } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';

let praxis: TestPraxis;
beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

it('locks one account after 10 wrong passwords from any addresses, even for the right password, in French', async () => {
  const user = await createUser(praxis);
  const attempt = (password: string, ip: string) =>
    praxis.request('/api/auth/sign-in/email', { method: 'POST', ip, body: JSON.stringify({ email: user.email, password }) });
  // One address per attempt: the per-IP limit never sees two, the account's count sees them all.
  const statuses: number[] = [];
  for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) statuses.push((await attempt('Mauvais1motdepasse', `198.18.${i}.1`)).status);
  expect(statuses.every((s) => s === 401)).toBe(true);
  const locked = await attempt(VALID_PASSWORD, '198.18.200.1');
  expect(locked.status).toBe(429);
  expect(await locked.json()).toMatchObject({ code: ACCOUNT_LOCKED_CODE, message: accountLockedMessage, error: { message: accountLockedMessage } });
  expect(locked.headers.get('retry-after')).toBe('900');
  // Another account is not affected.
  const other = await createUser(praxis);
  const res = await praxis.request('/api/auth/sign-in/email', { method: 'POST', ip: '198.18.201.1', body: JSON.stringify({ email: other.email, password: VALID_PASSWORD }) });
  expect(res.status).toBe(200);
});

it('forgets the failures of an account once its right password is given', async () => {
  const user = await createUser(praxis);
  const attempt = (password: string, ip: string) =>
    praxis.request('/api/auth/sign-in/email', { method: 'POST', ip, body: JSON.stringify({ email: user.email, password }) });
  for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await attempt('Mauvais1motdepasse', `198.19.${i}.1`)).status).toBe(401);
  expect((await attempt(VALID_PASSWORD, '198.19.100.1')).status).toBe(200);
  for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await attempt('Mauvais1motdepasse', `198.19.${i}.2`)).status).toBe(401);
  expect((await attempt(VALID_PASSWORD, '198.19.100.2')).status).toBe(200);
});
