import { addMinutes, differenceInMinutes, format, formatISO, isValid, parseISO } from 'date-fns';

/**
 * Wall-clock date and time ↔ instants. The agenda works in the browser's time zone (the
 * practitioner's, Europe/Paris in practice): a date and an 'HH:mm' are read as local wall-clock
 * time, and instants travel as ISO 8601 with the offset in force on that day (+01:00 in winter,
 * +02:00 in summer), so a slot keeps its hour across the daylight-saving change.
 */

const DATE_FORMAT = 'yyyy-MM-dd';
const TIME_FORMAT = 'HH:mm';

/**
 * The local instant of `date` ('yyyy-MM-dd') at `time` ('HH:mm'), or null when either is invalid
 * (31/02, 24:00). parseISO, not parse: date-fns' format-string parser weighs 80 KB and took
 * 120 ms to load at the agenda's start on a slowed CPU (issue 15); an ISO string without an
 * offset is read as local time.
 */
export function localDateTime(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const value = parseISO(`${date}T${time}`);
  return isValid(value) ? value : null;
}

export type TSlotInstants = { startsAt: string; endsAt: string };

/**
 * Start and end of a slot as ISO instants with offset. The duration is elapsed time: a 60-minute
 * session starting at 01:30 on the night clocks go forward still lasts 60 minutes.
 */
export function slotInstants(
  date: string,
  time: string,
  durationMinutes: number,
): TSlotInstants | null {
  const start = localDateTime(date, time);
  if (!start || !Number.isFinite(durationMinutes)) return null;
  return { startsAt: formatISO(start), endsAt: formatISO(addMinutes(start, durationMinutes)) };
}

/** Start and end given as two wall-clock times of the same day (the detail edit form). */
export function rangeInstants(
  date: string,
  startTime: string,
  endTime: string,
): TSlotInstants | null {
  const start = localDateTime(date, startTime);
  const end = localDateTime(date, endTime);
  if (!start || !end) return null;
  return { startsAt: formatISO(start), endsAt: formatISO(end) };
}

/** An instant as an ISO string with the local offset ('2026-11-23T09:00:00+01:00'). */
export function toIsoInstant(value: Date): string {
  return formatISO(value);
}

export function toDateInput(value: Date | string): string {
  return format(new Date(value), DATE_FORMAT);
}

export function toTimeInput(value: Date | string): string {
  return format(new Date(value), TIME_FORMAT);
}

/** 'HH:mm' of the planned end, or null while the schedule is incomplete. */
export function plannedEnd(date: string, time: string, durationMinutes: number): string | null {
  if (!Number.isInteger(durationMinutes) || durationMinutes < 1) return null;
  const slot = slotInstants(date, time, durationMinutes);
  return slot ? toTimeInput(slot.endsAt) : null;
}

/** Elapsed minutes between two instants. */
export function durationBetween(startsAt: string, endsAt: string): number {
  return differenceInMinutes(new Date(endsAt), new Date(startsAt));
}
