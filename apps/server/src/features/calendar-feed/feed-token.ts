import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the feed address's only secret. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: a token cannot be read back from it. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as newFeedToken makes them (43 base64url characters), before any lookup. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}.ics`;
}
