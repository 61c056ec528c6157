import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@praxis/shared/messages';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createUser, type TestUser } from '../../test/factories';

let praxis: TestPraxis;
let user: TestUser;
const INDEX_HTML = '<!doctype html><div id="root"></div>';
const webDist = mkdtempSync(path.join(os.tmpdir(), 'praxis-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(INDEX_HTML));
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(webDist, 'version.json'), '{"buildTime":"2026-11-23T00:00:00.000Z"}');
  praxis = await createTestPraxis({ WEB_DIST_DIR: webDist });
  user = await createUser(praxis);
});
afterAll(async () => {
  await praxis.close();
});

describe('health and documentation', () => {
  it('reports the driver and the applied migrations', async () => {
    const res = await praxis.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { driver: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', reachable: true },
      migrations: { applied: true },
    });
  });

  it('serves the OpenAPI document with the v1 resources and a docs page', async () => {
    const doc = (await (await praxis.request('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/profile', '/api/v1/organizations', '/api/v1/organizations/{id}/members']),
    );
    const page = await praxis.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/init.js');
    const bundle = await praxis.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });
});

describe('malformed requests get a 4xx with a French message', () => {
  it('unknown API path → 404 JSON', async () => {
    const res = await praxis.request('/api/v1/nothing-here', { cookie: user.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: messages.http.routeNotFound } });
  });

  it('malformed JSON → 400', async () => {
    const res = await praxis.request('/api/v1/profile', { method: 'PATCH', cookie: user.cookie, body: '{"firstName": ' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.http.invalidJson);
  });

  it('oversized body → 413', async () => {
    const res = await praxis.request('/api/v1/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      body: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.http.bodyTooLarge);
  });

  it('wrong content type → 400, not 500', async () => {
    const res = await praxis.request('/api/v1/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      headers: { 'content-type': 'text/plain' },
      body: 'bonjour',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/[a-zé]/i);
  });

  it('malformed JSON to the auth endpoints → 4xx', async () => {
    const res = await praxis.request('/api/auth/sign-in/email', { method: 'POST', body: '{oops' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  const errorMessage = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

  it('a NUL character in a JSON body, a nested value or a key → 400 (PostgreSQL text cannot hold it)', async () => {
    for (const body of ['{"firstName":"a\\u0000b"}', '{"firstName":"ok","x":["\\u0000"]}', '{"a\\u0000":1}']) {
      const res = await praxis.request('/api/v1/profile', { method: 'PATCH', cookie: user.cookie, body });
      expect(res.status, body).toBe(400);
      expect(await errorMessage(res)).toBe(messages.http.nulCharacter);
    }
  });

  it('a NUL character in a query string or in an auth request → 400', async () => {
    const list = await praxis.request('/api/v1/patients?search=ab%00cd', { cookie: user.cookie });
    expect(list.status).toBe(400);
    expect(await errorMessage(list)).toBe(messages.http.nulCharacter);
    const signUp = await praxis.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'nul@example.fr', password: 'motdepasse-solide-1', name: 'a\u0000b' }),
    });
    expect(signUp.status).toBe(400);
    expect(await errorMessage(signUp)).toBe(messages.http.nulCharacter);
  });

  it('an escaped backslash followed by u0000 is text, not a NUL', async () => {
    const res = await praxis.request('/api/v1/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      body: JSON.stringify({ firstName: 'Ana\\u0000' }),
    });
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(await errorMessage(res)).not.toBe(messages.http.nulCharacter);
  });
});

describe('security headers and the web app', () => {
  it('sends a CSP without inline scripts and the protective headers on every response', async () => {
    for (const p of ['/api/health', '/app', '/api/v1/profile']) {
      const res = await praxis.request(p);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets only the app itself frame signed file links (the document viewer); pages are never framed', async () => {
    const file = await praxis.request('/api/files/user_x/patients/p/documents/1_a.pdf?exp=1&sig=bad');
    expect(file.status).toBe(403);
    expect(file.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(file.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = await praxis.request('/app');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves the app at / (not the folder as a download)', async () => {
    const res = await praxis.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves index.html for client routes, hashed assets for a year, version.json never cached', async () => {
    const page = await praxis.request('/patients/123');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const asset = await praxis.request('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const version = await praxis.request('/version.json');
    expect(version.headers.get('cache-control')).toBe('no-store');
    expect(await version.json()).toEqual({ buildTime: '2026-11-23T00:00:00.000Z' });
  });

  it('serves the precompressed asset the browser accepts, and the plain one otherwise', async () => {
    const br = await praxis.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');
    const gz = await praxis.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await praxis.request('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it("serves the app's page precompressed as the browser accepts it, on every client route", async () => {
    const br = await praxis.request('/patients/123', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(INDEX_HTML);
    const gz = await praxis.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(INDEX_HTML);
    const refused = await praxis.request('/agenda', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(INDEX_HTML);
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const res = await praxis.request('/assets/main-gone000.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Fichier introuvable.');
  });

  it('gzips JSON answers for clients that accept it, plain for the others', async () => {
    const res = await praxis.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as { openapi: string };
    expect(body.openapi).toMatch(/^3\./);
    const identity = await praxis.request('/api/openapi.json');
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it('tags every response with a request id', async () => {
    const res = await praxis.request('/api/health');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
