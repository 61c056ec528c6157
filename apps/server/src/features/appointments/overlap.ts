import { and, asc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { appointmentMessages, DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { calendarEvents, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Executor } from './appointment-errors';

export type Slot = { startsAt: Date; endsAt: Date };

/** A valid IANA zone from the profile, else Europe/Paris. */
function usableTimeZone(zone: string | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** 'HH:MM' of an instant in a time zone (Intl applies the zone's offset of that very day). */
export function clockTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

async function practitionerTimeZone(db: Executor, userId: string): Promise<string> {
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return usableTimeZone(profile?.timezone);
}

/**
 * Refuses a slot that overlaps another non-cancelled event of the practitioner (half-open
 * ranges: back-to-back is fine), naming the first such event's hours in their time zone. The
 * rule is per practitioner across all their spaces, like the exclusion constraint behind it.
 */
export async function assertNoOverlap(db: Executor, userId: string, slot: Slot, excludeId?: string): Promise<void> {
  const conditions: SQL[] = [
    eq(calendarEvents.userId, userId),
    ne(calendarEvents.status, 'cancelled'),
    lt(calendarEvents.startsAt, slot.endsAt),
    gt(calendarEvents.endsAt, slot.startsAt),
  ];
  if (excludeId) conditions.push(ne(calendarEvents.id, excludeId));
  const [other] = await db
    .select({ startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt })
    .from(calendarEvents)
    .where(and(...conditions))
    .orderBy(asc(calendarEvents.startsAt))
    .limit(1);
  if (!other) return;
  const zone = await practitionerTimeZone(db, userId);
  const message = appointmentMessages.overlapWith(clockTime(other.startsAt, zone), clockTime(other.endsAt, zone));
  throw new AppError('CONFLICT', message);
}

/**
 * Queues the writes of one practitioner's agenda behind each other until the transaction ends.
 * Called first in every transaction that books or moves events, before any row lock: two bookings
 * racing for one slot no longer both insert and then wait on each other's row in the exclusion
 * constraint (a deadlock PostgreSQL breaks only after deadlock_timeout, one second, and again for
 * each pair of a burst); the second one finds the first's event and is refused with its hours.
 */
export async function lockPractitionerAgenda(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`agenda:${userId}`}, 0))`);
}
