import { sql } from 'drizzle-orm';
import { requestCounters } from '../db/schema';
import type { Database } from './db';

/**
 * Counts a hit in a fixed window stored in the database (shared by every server process) and
 * returns the count in the current window. Better Auth limits its own routes; this serves the rest.
 */
export async function countHit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(requestCounters)
    .values({ key, count: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`CASE WHEN ${requestCounters.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${requestCounters.count} + 1 END`,
        windowStart: sql`CASE WHEN ${requestCounters.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE ${requestCounters.windowStart} END`,
      },
    })
    .returning({ count: requestCounters.count });
  return row?.count ?? 1;
}
