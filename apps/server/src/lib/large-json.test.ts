import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { LARGE_JSON_BYTES, largeJson } from './large-json';

/** As app.ts mounts it: hono/compress outside, the route's largeJson inside. */
function appAnswering(value: unknown) {
  const app = new Hono();
  app.use('*', compress({ threshold: 1024 }));
  app.get('/', (c) => largeJson(c, value));
  return app;
}

const big = { items: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Séance de rééducation n° ${i}`, notes: 'x'.repeat(150) })), total: 2_000 };

describe('largeJson', () => {
  it('gzips a large answer itself, once, and the client reads the same JSON', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(LARGE_JSON_BYTES);
    const res = await appAnswering(big).request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const res = await appAnswering(big).request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('leaves a small answer to hono/compress', async () => {
    const small = { items: [{ id: 1, name: 'x'.repeat(2_000) }], total: 1 };
    const res = await appAnswering(small).request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(small);
  });
});
