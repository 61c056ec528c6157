import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The TCP peer address. Behind a trusted proxy, configure the proxy to pass it on instead. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return c.req.header('x-test-client-ip') ?? '127.0.0.1';
  }
}
