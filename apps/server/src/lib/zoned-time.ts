/**
 * Local wall-clock arithmetic in an IANA zone without a date library: the offset of a zone at an
 * instant, and the instant of a local midnight (right on both sides of a DST change, as midnight
 * is never skipped nor repeated in Europe).
 */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 local time on the given calendar day (month 1–12; days may overflow). */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let instant = guess - offsetMs(guess, timeZone);
  instant = guess - offsetMs(instant, timeZone);
  return new Date(instant);
}

/**
 * The instant of a local wall-clock time 'HH:mm' on 'YYYY-MM-DD' in the zone (10:00 in Paris is
 * 09:00Z in winter, 08:00Z in summer). A time skipped by a spring-forward lands one hour later.
 */
export function zonedWallTime(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let instant = guess - offsetMs(guess, timeZone);
  instant = guess - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** [start, end) of a month 'YYYY-MM' in the zone. */
export function zonedMonthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return { from: zonedMidnight(year, monthNumber, 1, timeZone), to: zonedMidnight(year, monthNumber + 1, 1, timeZone) };
}

/** The local calendar date 'YYYY-MM-DD' of an instant in the zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A zone name the runtime knows, else the fallback. */
export function knownTimeZone(zone: string | null | undefined, fallback: string): string {
  if (!zone) return fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}

/** The local wall-clock time 'YYYY-MM-DDTHH:mm:ss' of an instant in the zone. */
export function zonedDateTime(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(instant);
  return text.replace(' ', 'T');
}
