import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Database } from './db';

/** Wrong passwords allowed per account before sign-in is refused for the window (any address). */
export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LOCKED_CODE = 'ACCOUNT_LOCKED';
export const accountLockedMessage = 'Trop de tentatives de connexion sur ce compte. Réessayez dans 15 minutes.';

/**
 * The per-IP limit lets someone with many addresses guess one account's password; this counter is
 * per account, kept in Better Auth's rate-limit table (shared by every server process) under a
 * hash of the address, so that no e-mail address is stored in it.
 */
const keyOf = (email: string) => `account-sign-in:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export async function isAccountLocked(db: Database, email: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ count: rateLimits.count, last: rateLimits.lastRequest }).from(rateLimits).where(eq(rateLimits.key, keyOf(email)));
  return !!row && row.count >= ACCOUNT_MAX_FAILURES && now - row.last < ACCOUNT_WINDOW_MS;
}

export async function recordSignInFailure(db: Database, email: string, now = Date.now()): Promise<void> {
  const windowStart = now - ACCOUNT_WINDOW_MS;
  await db
    .insert(rateLimits)
    .values({ key: keyOf(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // A failure after a quiet window starts a new count.
      set: { count: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`, lastRequest: now },
    });
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}
