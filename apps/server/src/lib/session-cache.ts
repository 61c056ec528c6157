import type { MiddlewareHandler } from 'hono';
import type { AuthSession } from './auth';

/**
 * The signed-in session of a request, kept a few seconds in this process (issue 15 §4,
 * docs/decisions.md "Sessions are kept five seconds in the process, and forgotten on any change"):
 * Better Auth's read (signed-cookie check, session and user queries) and the two-factor
 * requirement check cost three round trips and ≈ 5 ms of CPU on every /api/v1 request.
 *
 * Safety: any request that may change a session, a user, a membership or an organisation (every
 * method but GET, HEAD and OPTIONS, and every /api/auth/* call but the session read) empties the
 * cache before it runs and again once it has answered, and a read that started before such a change
 * does not store what it read (the generation check). A session is never kept past its own
 * expiry. Only another process's change (or a direct write to the database) waits for the TTL.
 */
export type CachedSession = {
  user: AuthSession['user'];
  session: AuthSession['session'];
  /** One of the user's organisations requires two-factor authentication and the user has none. */
  twoFactorBlocked: boolean;
};

type Entry = CachedSession & { until: number };

/** Sessions kept at most: beyond, the oldest is dropped (a cabinet has a handful of people). */
const MAX_ENTRIES = 1000;

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  /** ttlMs 0 turns the cache off (every request reads the session). */
  constructor(readonly ttlMs: number) {}

  /** The current generation: pass it to `set` to store only if nothing changed meanwhile. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string, now = Date.now()): CachedSession | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: CachedSession, since: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || since !== this.#generation) return;
    const until = Math.min(now + this.ttlMs, new Date(value.session.expiresAt).getTime());
    if (until <= now) return;
    if (this.#entries.size >= MAX_ENTRIES && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { ...value, until });
  }

  /** Forgets every session and refuses the stores of reads begun before now. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may change what a cached session says (see SessionCache). */
export function mayChangeSessions(method: string, path: string): boolean {
  if (!SAFE_METHODS.has(method)) return true;
  return path.startsWith('/api/auth/') && path !== '/api/auth/get-session';
}

/** Empties the cache around every request that may change a session (before it runs and after it answers). */
export function sessionCacheInvalidation(cache: SessionCache): MiddlewareHandler {
  return async (c, next) => {
    if (!mayChangeSessions(c.req.method, c.req.path)) return next();
    cache.invalidate();
    try {
      await next();
    } finally {
      cache.invalidate();
    }
  };
}
