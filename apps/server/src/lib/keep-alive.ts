import type { ServerType } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s, plus 1 s of grace)
 * closes sockets that clients still hold as free: a request sent on one just as it closes fails
 * with ECONNRESET (most likely what an e2e run saw: a signed file read with ECONNRESET some
 * seconds after the test's previous API call). Longer than the idle
 * timeouts of the usual reverse proxies (60 s), so that the client side always closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or a request arriving on a long-idle socket times out early.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
