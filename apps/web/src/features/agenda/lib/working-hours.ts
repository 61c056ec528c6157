import { differenceInCalendarDays, getHours, getMinutes } from 'date-fns';
import type { TWorkingHours } from '@praxis/shared/profile/working-hours';

/** The hours shown by the week and day views when nothing lies outside them. */
const DEFAULT_FIRST_HOUR = 7;
const DEFAULT_LAST_HOUR = 21;

type TTimed = { startsAt: string; endsAt: string };
export type TSlotRange = { slotMinTime: string; slotMaxTime: string };

const hour = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
const hourOf = (time: string) => Number(time.slice(0, 2));
const hourAfter = (time: string) => Number(time.slice(0, 2)) + (time.slice(3, 5) === '00' ? 0 : 1);

/**
 * Hours of the week and day views (issue 10 §2): 07:00–21:00, widened to the working hours and
 * to every appointment of the period, so that none is ever off the grid. Whole hours, in the
 * browser's zone; an appointment running past midnight opens the whole day.
 */
export function slotRange(appointments: readonly TTimed[], hours: TWorkingHours): TSlotRange {
  let first = Math.min(DEFAULT_FIRST_HOUR, hourOf(hours.start));
  let last = Math.max(DEFAULT_LAST_HOUR, hourAfter(hours.end));
  for (const { startsAt, endsAt } of appointments) {
    const start = new Date(startsAt);
    const end = new Date(endsAt);
    if (differenceInCalendarDays(end, start) > 0 && (getHours(end) > 0 || getMinutes(end) > 0)) {
      return { slotMinTime: hour(0), slotMaxTime: hour(24) };
    }
    first = Math.min(first, getHours(start));
    const endHour = differenceInCalendarDays(end, start) > 0 ? 24 : getHours(end) + (getMinutes(end) > 0 ? 1 : 0);
    last = Math.max(last, endHour);
  }
  return { slotMinTime: hour(first), slotMaxTime: hour(last) };
}

/** FullCalendar's business hours: its days run 0 (Sunday) to 6, ours 1 (Monday) to 7. */
export function businessHours(hours: TWorkingHours) {
  return { daysOfWeek: hours.days.map((d) => d % 7), startTime: hours.start, endTime: hours.end };
}
