import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { todayIso } from '@praxis/shared/patients/rules';
import { profiles } from '../../db/schema';
import type { Executor } from '../../lib/executor';

/**
 * Today's calendar date where the practitioner works (profile time zone, Europe/Paris by
 * default): majority and goal target dates are judged on that day, not on the server's.
 */
export async function practitionerToday(db: Executor, userId: string, now: Date = new Date()): Promise<string> {
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  try {
    return todayIso(now, profile?.timezone ?? DEFAULT_TIME_ZONE);
  } catch {
    // An unknown zone name in a profile must not block the patient area.
    return todayIso(now, DEFAULT_TIME_ZONE);
  }
}
