import {
  addDays,
  addMonths,
  format,
  isValid,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { fr } from 'date-fns/locale';
import {
  CALENDAR_VIEWS,
  MONTH_GRID_DAYS,
  type TCalendarView,
} from '@praxis/shared/appointments/constants';
import { isTimeZone } from '@praxis/shared/appointments/time-zone';
import { toIsoInstant } from './instants';

const WEEK = { weekStartsOn: 1 } as const;

export type TVisibleRange = { start: Date; end: Date };

/**
 * The days on screen, [start, end): the month grid starts on the Monday on or before the 1st
 * and shows 42 days (spec 2 §7); a week runs Monday to Sunday; a day is one day. Days are
 * calendar days, so a range crossing a daylight-saving change still ends at local midnight.
 */
export function visibleRange(view: TCalendarView, anchor: Date): TVisibleRange {
  if (view === 'month') {
    const start = startOfWeek(startOfMonth(anchor), WEEK);
    return { start, end: addDays(start, MONTH_GRID_DAYS) };
  }
  if (view === 'week') {
    const start = startOfWeek(anchor, WEEK);
    return { start, end: addDays(start, 7) };
  }
  const start = startOfDay(anchor);
  return { start, end: addDays(start, 1) };
}

/** The range as the API's from/to instants (with the local offset of each bound). */
export function rangeQuery(range: TVisibleRange): { from: string; to: string } {
  return { from: toIsoInstant(range.start), to: toIsoInstant(range.end) };
}

/** The Element Timing name of the toolbar's title: the calendar's code is fetched once it shows. */
export const AGENDA_TITLE_TIMING = 'agenda-title';

/** The events a month cell shows; the others of the day are counted ('+N en plus'). */
export const MONTH_EVENTS_PER_DAY = 3;

/** The browser's time zone, whose calendar days the grid shows; undefined if it names none. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

/**
 * What the agenda reads for a view: the days on screen and, for the month, only the events its
 * cells show (issue 15: a busy month drew hundreds of hidden events). Without a time zone to
 * count days in, the month reads every event.
 */
export function periodQuery(
  view: TCalendarView,
  anchor: Date,
): { from: string; to: string; perDay?: number; timeZone?: string } {
  const range = rangeQuery(visibleRange(view, anchor));
  const timeZone = view === 'month' ? browserTimeZone() : undefined;
  return timeZone ? { ...range, perDay: MONTH_EVENTS_PER_DAY, timeZone } : range;
}

/** Previous / next period: one month, seven days or one day according to the view (spec 2 §2.1). */
export function shiftAnchor(view: TCalendarView, anchor: Date, direction: 1 | -1): Date {
  if (view === 'month') return addMonths(anchor, direction);
  return addDays(anchor, view === 'week' ? 7 * direction : direction);
}

/** 'novembre 2026', 'semaine du 23 au 29 nov. 2026', 'lundi 23 novembre 2026'. */
export function periodTitle(view: TCalendarView, anchor: Date): string {
  if (view === 'month') return format(anchor, 'MMMM yyyy', { locale: fr });
  if (view === 'day') return format(anchor, 'EEEE d MMMM yyyy', { locale: fr });
  const start = startOfWeek(anchor, WEEK);
  const last = addDays(start, 6);
  const sameYear = start.getFullYear() === last.getFullYear();
  const sameMonth = sameYear && start.getMonth() === last.getMonth();
  const from = format(start, sameMonth ? 'd' : sameYear ? 'd MMM' : 'd MMM yyyy', { locale: fr });
  return `semaine du ${from} au ${format(last, 'd MMM yyyy', { locale: fr })}`;
}

export type TAgendaLocation = { view: TCalendarView; anchor: Date };

/** `?view=` and `?date=YYYY-MM-DD` (the patient record links `/agenda?date=…`); month and today otherwise. */
export function parseAgendaParams(
  params: URLSearchParams,
  today: Date = new Date(),
): TAgendaLocation {
  const rawView = params.get('view');
  const view = CALENDAR_VIEWS.find((v) => v === rawView) ?? 'month';
  const rawDate = params.get('date');
  const parsed = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? parseISO(rawDate) : null;
  return { view, anchor: startOfDay(parsed && isValid(parsed) ? parsed : today) };
}

export const FULLCALENDAR_VIEWS: Record<TCalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};
