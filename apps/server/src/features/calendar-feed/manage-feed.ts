import { and, eq, isNull } from 'drizzle-orm';
import { calendarFeedMessages, type TCalendarFeed, type TCalendarFeedInput } from '@praxis/shared/appointments/calendar-feed';
import { calendarFeeds } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { feedUrl, hashFeedToken, newFeedToken } from './feed-token';

/** The caller's own feed in the space: a feed is personal, even in an organisation. */
function ownFeed(scope: Scope) {
  const space = scope.organizationId ? eq(calendarFeeds.organizationId, scope.organizationId) : isNull(calendarFeeds.organizationId);
  return and(eq(calendarFeeds.userId, scope.userId), space);
}

type FeedRow = typeof calendarFeeds.$inferSelect;

function toFeed(row: FeedRow, url: string | null): TCalendarFeed {
  return { id: row.id, hideNames: row.hideNames, createdAt: row.createdAt.toISOString(), url };
}

export async function getFeed(db: Database, scope: Scope): Promise<TCalendarFeed | null> {
  const [row] = await db.select().from(calendarFeeds).where(ownFeed(scope)).limit(1);
  return row ? toFeed(row, null) : null;
}

/** A new address (the previous one, if any, stops working): the answer is the only one with the URL. */
export async function createFeed(db: Database, scope: Scope, input: TCalendarFeedInput, publicUrl: string): Promise<TCalendarFeed> {
  const token = newFeedToken();
  const row = await db.transaction(async (tx) => {
    await tx.delete(calendarFeeds).where(ownFeed(scope));
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ userId: scope.userId, organizationId: scope.organizationId, tokenHash: hashFeedToken(token), hideNames: input.hideNames })
      .returning();
    return created;
  });
  if (!row) throw new Error('calendar feed not inserted');
  return toFeed(row, feedUrl(publicUrl, token));
}

export async function updateFeed(db: Database, scope: Scope, input: TCalendarFeedInput): Promise<TCalendarFeed> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ hideNames: input.hideNames, updatedAt: new Date() })
    .where(ownFeed(scope))
    .returning();
  if (!row) throw AppError.notFound(calendarFeedMessages.notFound);
  return toFeed(row, null);
}

export async function revokeFeed(db: Database, scope: Scope): Promise<void> {
  const deleted = await db.delete(calendarFeeds).where(ownFeed(scope)).returning({ id: calendarFeeds.id });
  if (deleted.length === 0) throw AppError.notFound(calendarFeedMessages.notFound);
}
