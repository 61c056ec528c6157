import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { normalizeIp } from '../env';
import type { AppEnv } from './context';

/** The TCP peer address (in tests, which have no socket, the x-test-client-ip header). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return c.req.header('x-test-client-ip') ?? '127.0.0.1';
  }
}

/**
 * The client's address for rate limits and the audit trail: the TCP peer, unless that peer is a
 * proxy listed in TRUSTED_PROXY, in which case the last X-Forwarded-For entry (the address that
 * proxy saw and appended). From any other peer the header is ignored: a client cannot pick its address.
 */
export function clientIp(c: Context<AppEnv>): string {
  const peer = normalizeIp(peerAddress(c));
  const trusted = c.get('deps')?.env.trustedProxies ?? [];
  if (!trusted.includes(peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return forwarded && isIP(forwarded) ? normalizeIp(forwarded) : peer;
}
