import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@praxis/shared/messages';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { cookiesOf } from '../../test/factories';

describe('with ACCESS_GATE_PASSWORD set', () => {
  let praxis: TestPraxis;
  beforeAll(async () => {
    praxis = await createTestPraxis({ ACCESS_GATE_PASSWORD: 'sesame-2026' });
  });
  afterAll(async () => {
    await praxis.close();
  });

  it('refuses API calls but health and the gate itself', async () => {
    expect((await praxis.request('/api/health')).status).toBe(200);
    expect(await (await praxis.request('/api/gate')).json()).toEqual({ enabled: true, unlocked: false });
    for (const p of ['/api/v1/profile', '/api/auth/get-session', '/api/openapi.json']) {
      const res = await praxis.request(p);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'ACCESS_GATE_LOCKED', message: messages.gate.locked } });
    }
  });

  it('lets calendar apps reach the feed address (its token is the authorisation): a wrong one is a plain 404', async () => {
    const res = await praxis.request(`/api/calendar/${'A'.repeat(43)}.ics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('ACCESS_GATE_LOCKED');
  });

  it('sends a mailed auth link opened in a locked browser to the gate, keeping where it led', async () => {
    const res = await praxis.request('/api/auth/verify-email?token=abc', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/?next=${encodeURIComponent('/api/auth/verify-email?token=abc')}`);
  });

  it("answers 'Mot de passe incorrect' to a wrong password", async () => {
    const res = await praxis.request('/api/gate', { method: 'POST', ip: '192.0.2.1', body: JSON.stringify({ password: 'non' }) });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.gate.wrongPassword);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('unlocks with a browser-session cookie (no expiry) that opens the API', async () => {
    const res = await praxis.request('/api/gate', { method: 'POST', ip: '192.0.2.2', body: JSON.stringify({ password: 'sesame-2026' }) });
    expect(res.status).toBe(200);
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^praxis_gate=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const cookie = cookiesOf(res);
    expect(await (await praxis.request('/api/gate', { cookie })).json()).toEqual({ enabled: true, unlocked: true });
    expect((await praxis.request('/api/v1/profile', { cookie })).status).toBe(401);
    expect((await praxis.request('/api/v1/profile', { cookie: 'praxis_gate=forged' })).status).toBe(403);
  });

  it('limits attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await praxis.request('/api/gate', { method: 'POST', ip: '192.0.2.99', body: JSON.stringify({ password: `essai-${i}` }) });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await praxis.request('/api/gate', { method: 'POST', ip: '192.0.2.99', body: JSON.stringify({ password: 'sesame-2026' }) });
    expect(right.status).toBe(429);
  });
});

describe('without ACCESS_GATE_PASSWORD', () => {
  let praxis: TestPraxis;
  beforeAll(async () => {
    praxis = await createTestPraxis();
  });
  afterAll(async () => {
    await praxis.close();
  });

  it('has no gate', async () => {
    expect(await (await praxis.request('/api/gate')).json()).toEqual({ enabled: false, unlocked: true });
    expect((await praxis.request('/api/v1/profile')).status).toBe(401);
  });
});
