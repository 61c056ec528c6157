import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { FEED_FREE_SLOT_SUMMARY, FEED_FUTURE_DAYS, FEED_HIDDEN_SUMMARY, FEED_PAST_DAYS } from '@praxis/shared/appointments/calendar-feed';
import { appointmentTypes, calendarEvents, calendarFeeds, patients, profiles } from '../../db/schema';
import type { Database } from '../../lib/db';
import { resolveScope } from '../../lib/scope';
import { knownTimeZone, zonedDateTime } from '../../lib/zoned-time';
import { hashFeedToken, isWellFormedToken } from './feed-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar client polls every few hours at most: the feed's size stays bounded. */
const FEED_MAX_EVENTS = 5000;

/** The VTIMEZONE block of a zone (ical-generator asks for it once per zone used). */
function vtimezone(zone: string): string | null {
  const [block] = tzlib_get_ical_block(zone);
  return block ?? null;
}

type FeedEvent = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  location: string | null;
  typeName: string;
  firstName: string | null;
  lastName: string | null;
};

function summaryOf(event: FeedEvent, hideNames: boolean): string {
  if (event.firstName === null && event.lastName === null) return `${FEED_FREE_SLOT_SUMMARY} – ${event.typeName}`;
  if (hideNames) return `${FEED_HIDDEN_SUMMARY} – ${event.typeName}`;
  return `${event.firstName ?? ''} ${event.lastName ?? ''}`.trim() + ` – ${event.typeName}`;
}

/**
 * The iCal text of a feed token, or null for a wrong or revoked token, or a feed whose owner left
 * the organisation it was made in. Only the owner's own events of that space, never the notes.
 */
export async function buildFeed(db: Database, token: string, now: Date): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashFeedToken(token))).limit(1);
  if (!feed) return null;
  const scope = await resolveScope(db, feed.userId, feed.organizationId);
  if (scope.organizationId !== feed.organizationId) return null;
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.userId, feed.userId)).limit(1);
  const timeZone = knownTimeZone(profile?.timezone, DEFAULT_TIME_ZONE);
  const space = feed.organizationId ? eq(calendarEvents.organizationId, feed.organizationId) : isNull(calendarEvents.organizationId);
  const events: FeedEvent[] = await db
    .select({
      id: calendarEvents.id,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      status: calendarEvents.status,
      location: calendarEvents.location,
      typeName: appointmentTypes.name,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(calendarEvents)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, calendarEvents.appointmentTypeId))
    .leftJoin(patients, eq(patients.id, calendarEvents.patientId))
    .where(
      and(
        eq(calendarEvents.userId, feed.userId),
        space,
        ne(calendarEvents.status, 'cancelled'),
        gt(calendarEvents.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
        lt(calendarEvents.startsAt, new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt))
    .limit(FEED_MAX_EVENTS);

  const calendar = ical({
    name: 'Praxis',
    prodId: { company: 'Praxis', product: 'Agenda', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: DTSTAMP stays UTC; each event names its zone, whose VTIMEZONE is added.
    timezone: { name: null, generator: vtimezone },
    ttl: 60 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@praxis`,
      // With a zone, ical-generator writes the times as given: the local wall-clock times.
      start: zonedDateTime(event.startsAt, timeZone),
      end: zonedDateTime(event.endsAt, timeZone),
      stamp: now,
      timezone: timeZone,
      summary: summaryOf(event, feed.hideNames),
      location: event.location,
    });
  }
  return calendar.toString();
}
