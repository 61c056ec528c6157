import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, apiCompression, COMPRESS_MIN_BYTES, LARGE_ANSWER_BYTES } from './api-compression';

const page = { items: Array.from({ length: 50 }, (_, i) => ({ id: i, lastName: `Dupont ${i}`, firstName: 'Éloïse', bilanStatus: 'todo' })), total: 10_000 };
const big = { items: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Séance de rééducation n° ${i}`, notes: 'x'.repeat(150) })), total: 2_000 };

function appAnswering() {
  const app = new Hono();
  app.use('*', apiCompression());
  app.get('/page', (c) => c.json(page));
  app.get('/big', (c) => c.json(big));
  app.get('/tiny', (c) => c.json({ ok: true }));
  app.get('/pdf', (c) => c.body(new Uint8Array(4_000).fill(65), 200, { 'Content-Type': 'application/pdf' }));
  app.get('/no-transform', (c) => c.json(page, 200, { 'Cache-Control': 'no-transform' }));
  app.get('/tagged', (c) => c.json(page, 200, { ETag: '"v1"', Vary: 'Cookie' }));
  app.get('/events', (c) => streamSSE(c, async (stream) => stream.writeSSE({ event: 'ready', data: 'x'.repeat(2_000) })));
  return app;
}

const get = (path: string, acceptEncoding: string, method = 'GET') => appAnswering().request(path, { method, headers: { 'accept-encoding': acceptEncoding } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('apiCompression', () => {
  it('answers in brotli a browser that takes it, and the JSON read back is the same', async () => {
    const res = await get('/page', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBeNull();
    const body = await bytes(res);
    expect(body.byteLength).toBeLessThan(JSON.stringify(page).length / 3);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(page);
  });

  it('answers in gzip a client that takes only gzip, and plain JSON to one that takes neither', async () => {
    const gz = await get('/page', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString('utf8'))).toEqual(page);
    const plain = await get('/page', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(page);
    const preferringGzip = await get('/page', 'br;q=0.5, gzip');
    expect(preferringGzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('gzips a large answer (the dense month) even for a browser that takes brotli', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(LARGE_ANSWER_BYTES);
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(res)).toString('utf8'))).toEqual(big);
    const brOnly = await get('/big', 'br');
    expect(brOnly.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytes(brOnly)).toString('utf8'))).toEqual(big);
  });

  it('leaves alone an answer under 1 KB, a PDF, an event stream, a HEAD and a no-transform answer', async () => {
    const tiny = await get('/tiny', 'br');
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
    const pdf = await get('/pdf', 'br');
    expect(pdf.headers.get('content-encoding')).toBeNull();
    expect((await bytes(pdf)).byteLength).toBe(4_000);
    const events = await get('/events', 'br');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('event: ready');
    expect((await get('/page', 'br', 'HEAD')).headers.get('content-encoding')).toBeNull();
    const noTransform = await get('/no-transform', 'br');
    expect(noTransform.headers.get('content-encoding')).toBeNull();
    expect(await noTransform.json()).toEqual(page);
  });

  it('reads the client’s weights: refusals, the wildcard, brotli first between equals', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br']);
    expect(acceptedEncodings('br;q=0.2, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('keeps the other Vary values and weakens a strong ETag', async () => {
    const res = await get('/tagged', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"v1"');
  });
});
