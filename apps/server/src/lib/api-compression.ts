import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

const gzipAsync = promisify(gzip);

/** Below this, an answer is sent as it is (a header costs about as much as it would save). */
export const COMPRESS_MIN_BYTES = 1024;
/** From this size on (the agenda's dense month), gzip at its fastest level, off the event loop. */
export const LARGE_ANSWER_BYTES = 256 * 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

type Encoding = 'br' | 'gzip';

/**
 * The encodings the client takes (q > 0, named or by `*`), best first; between equals brotli
 * first, since browsers list gzip first with the same weight.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = parseAccept(header);
  const wildcard = accepted.find((a) => a.type === '*')?.q ?? 0;
  const weight = (encoding: Encoding) => accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard;
  return (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
}

function compressed(body: Uint8Array, encoding: Encoding, large: boolean): Promise<Uint8Array> | Uint8Array {
  if (large && encoding === 'gzip') return gzipAsync(body, { level: constants.Z_BEST_SPEED });
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
    return brotliCompressSync(body, { params });
  }
  return gzipSync(body);
}

/**
 * Brotli or gzip for the API's JSON and text answers of 1 KB or more (issue 15 §1), in one node:zlib
 * call per answer: brotli at quality 4 or gzip at level 6, a tenth of a millisecond for a page of
 * the patient list. hono/compress, used before, piped every answer through a web
 * CompressionStream: ≈ 1.5 ms of CPU per page (docs/decisions.md "The API's answers are compressed
 * in one call"). A large answer (the agenda's dense month) is gzipped at level 1 on libuv's thread
 * pool when the client takes gzip. Same rules as hono/compress otherwise: no event stream, nothing
 * already encoded, no HEAD or partial answer, `Cache-Control: no-transform` respected, `Vary` set.
 */
export function apiCompression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      !res.body ||
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encodings = acceptedEncodings(c.req.header('Accept-Encoding'));
    const [encoding] = encodings;
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const large = body.byteLength >= LARGE_ANSWER_BYTES;
    const chosen = large && encodings.includes('gzip') ? 'gzip' : encoding;
    const bytes = await compressed(body, chosen, large);
    // Hono's `c.res =` copies the previous answer's headers onto the new one: adjust them after.
    c.res = new Response(bytes, res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', chosen);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
