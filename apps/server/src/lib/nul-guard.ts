import type { MiddlewareHandler } from 'hono';
import { messages } from '@praxis/shared/messages';
import type { AppEnv } from './context';
import { AppError } from './errors';

const NUL = '\u0000';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item));
  }
  return false;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a query string or a JSON body would fail
 * deep in a query as a 500. Refused here, once for every route (Better Auth's included), with a
 * French 400. Malformed JSON is left to the route's own validation and message.
 */
export const rejectNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (safeDecode(url.pathname + url.search).includes(NUL)) throw new AppError('BAD_REQUEST', messages.http.nulCharacter, 400);
  const contentType = c.req.header('content-type') ?? '';
  if (c.req.raw.body && /\bjson\b/i.test(contentType)) {
    // A clone: Better Auth reads the original request itself.
    const text = await c.req.raw.clone().text();
    if (text.includes(NUL) || text.includes('\\u0000')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      if (containsNul(parsed)) throw new AppError('BAD_REQUEST', messages.http.nulCharacter, 400);
    }
  }
  await next();
};
