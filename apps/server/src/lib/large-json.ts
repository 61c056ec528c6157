import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

const gzipAsync = promisify(gzip);

/** From this size on, a JSON answer is gzipped here at level 1 (below, hono/compress does it at the default level). */
export const LARGE_JSON_BYTES = 256 * 1024;

/**
 * A JSON answer that can weigh megabytes (the agenda's dense month, issue 15 §4): gzip at its
 * fastest level, on libuv's thread pool, costs a third of the default level's CPU for an answer
 * some 15 % larger (docs/decisions.md "Megabytes of JSON are gzipped at level 1").
 * hono/compress leaves an answer that already has a Content-Encoding alone.
 */
export async function largeJson(c: Context, value: unknown): Promise<Response> {
  const text = JSON.stringify(value);
  const headers = { 'Content-Type': 'application/json' };
  if (text.length < LARGE_JSON_BYTES || accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) !== 'gzip') {
    return c.body(text, 200, headers);
  }
  const body = await gzipAsync(text, { level: constants.Z_BEST_SPEED });
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), 200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
}
