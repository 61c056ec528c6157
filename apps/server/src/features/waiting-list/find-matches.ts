import { eq } from 'drizzle-orm';
import type { TWaitingList } from '@praxis/shared/appointments/waiting-list';
import { profiles, waitingListEntries } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { knownTimeZone, zonedDateTime } from '../../lib/zoned-time';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { selectEntries } from './waiting-list-row';

/** ISO weekday (1 = Monday … 7 = Sunday) of a local date 'YYYY-MM-DD'. */
function isoWeekday(localDate: string): number {
  const day = new Date(`${localDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The waiting entries a freed slot suits (issue 17 §3): the slot's local start, in the
 * practitioner's zone (Europe/Paris by default), falls on a preferred weekday and inside the
 * window [timeFrom, timeTo). The list is small (one practice): filtered here, oldest first.
 */
export async function findMatches(
  db: Database,
  scope: Scope,
  slot: { startsAt: string; endsAt: string },
): Promise<TWaitingList> {
  const [profile] = await db
    .select({ timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.userId, scope.userId))
    .limit(1);
  const zone = knownTimeZone(profile?.timezone, DEFAULT_TIME_ZONE);
  const local = zonedDateTime(new Date(slot.startsAt), zone);
  const weekday = isoWeekday(local.slice(0, 10));
  const time = local.slice(11, 16);
  const entries = await selectEntries(db, scopeWhere(waitingListEntries, scope), scope.userId);
  const items = entries.filter(
    (e) => e.weekdays.includes(weekday) && e.timeFrom <= time && time < e.timeTo,
  );
  return { items, total: items.length };
}
