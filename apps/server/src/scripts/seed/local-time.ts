/** Wall-clock times of a time zone turned into instants, with Intl (no time-zone library on the server). */

const formats = new Map<string, { wall: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

/** Formatters are costly to build and the seed converts tens of thousands of instants: one pair per zone. */
function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      wall: new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

function offsetMs(instant: Date, timeZone: string): number {
  const parts = formatsOf(timeZone).wall.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant.getTime();
}

/** The instant of day (a UTC midnight standing for a calendar date) at `minutes` past local midnight. */
export function localInstant(day: Date, minutes: number, timeZone: string): Date {
  const wall = day.getTime() + minutes * 60_000;
  const first = wall - offsetMs(new Date(wall), timeZone);
  // Re-read the offset at the found instant: right on a change of offset the first guess is off by an hour.
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return formatsOf(timeZone).date.format(instant);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC midnight of the calendar date 'YYYY-MM-DD'. */
export function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function isWeekday(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}
