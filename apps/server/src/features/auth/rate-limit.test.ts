import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@praxis/shared/messages';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createUser, uniqueEmail } from '../../test/factories';

let praxis: TestPraxis;
beforeAll(async () => {
  praxis = await createTestPraxis({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await praxis.close();
});

it('limits sign-in attempts per IP and answers in French', async () => {
  const email = uniqueEmail();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await praxis.request('/api/auth/sign-in/email', {
      method: 'POST',
      ip: '203.0.113.7',
      body: JSON.stringify({ email, password: 'Mauvais1' }),
    });
    statuses.push(res.status);
    if (res.status === 429) {
      const body = (await res.json()) as { message: string };
      expect(body.message).toBe(messages.http.tooManyRequests);
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
  // Another address is not affected.
  const other = await praxis.request('/api/auth/sign-in/email', {
    method: 'POST',
    ip: '203.0.113.8',
    body: JSON.stringify({ email, password: 'Mauvais1' }),
  });
  expect(other.status).toBe(401);
});

it('does not trust a client-supplied IP header to escape the limit', async () => {
  const email = uniqueEmail();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await praxis.request('/api/auth/sign-up/email', {
      method: 'POST',
      ip: '198.51.100.1',
      headers: { 'x-praxis-client-ip': `10.0.0.${i}`, 'x-forwarded-for': `10.0.1.${i}` },
      body: JSON.stringify({ email, password: 'x' }),
    });
    statuses.push(res.status);
  }
  expect(statuses.at(-1)).toBe(429);
});

it('never limits reading one’s own session, however often (a shared address, several tabs)', async () => {
  const user = await createUser(praxis);
  const statuses = new Set<number>();
  for (let i = 0; i < 320; i++) {
    const res = await praxis.request('/api/auth/get-session', { cookie: user.cookie, ip: '192.0.2.50' });
    statuses.add(res.status);
  }
  expect([...statuses]).toEqual([200]);
});

it('limits the mails a sign-up, a verification or a reset sends', async () => {
  for (const path of ['/api/auth/request-password-reset', '/api/auth/send-verification-email']) {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await praxis.request(path, {
        method: 'POST',
        ip: '192.0.2.60',
        body: JSON.stringify({ email: uniqueEmail(), redirectTo: '/auth/reset-password', callbackURL: '/' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1), path).toBe(429);
  }
});
