import { z } from 'zod';
import '../zod-config';
import { ZAppointment, ZAppointmentInput } from './schemas';
import holidays from './school-holidays.json';

/**
 * Recurring follow-up series (issue 17 §2): one appointment repeated weekly or every two weeks,
 * until a date or for N sessions, optionally skipping the school holidays of a zone. The dates
 * are local calendar days of the practitioner; the server turns each into an instant at the same
 * local time, so a series crossing a daylight-saving change keeps its hour.
 */

export const SERIES_FREQUENCIES = ['weekly', 'biweekly'] as const;
export type TSeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
export const SERIES_FREQUENCY_LABELS: Record<TSeriesFrequency, string> = {
  weekly: 'Chaque semaine',
  biweekly: 'Toutes les deux semaines',
};
export const HOLIDAY_ZONES = ['A', 'B', 'C'] as const;
export type THolidayZone = (typeof HOLIDAY_ZONES)[number];
export const SERIES_ENDS = ['count', 'until'] as const;

/** A year of weekly sessions; beyond that a series is a typing mistake. */
export const SERIES_MAX_SESSIONS = 52;
export const SERIES_MIN_SESSIONS = 2;

export const seriesMessages = {
  tooMany: `Une série ne peut pas dépasser ${SERIES_MAX_SESSIONS} séances`,
  tooFew: `Une série compte au moins ${SERIES_MIN_SESSIONS} séances`,
  countRequired: 'Indiquez le nombre de séances',
  untilRequired: 'Indiquez la date de fin de la série',
  untilBeforeStart: 'La date de fin de la série doit être postérieure au premier rendez-vous',
  frequencyInvalid: 'Fréquence invalide : chaque semaine ou toutes les deux semaines',
  zoneInvalid: 'Zone de vacances scolaires invalide : A, B ou C',
  dateInvalid: 'Date invalide',
  noFreeDate: 'Aucune date libre dans cette série : tous les créneaux sont déjà occupés',
  scopeInvalid: 'Portée invalide',
  created: (n: number) => (n === 1 ? '1 rendez-vous créé' : `${n} rendez-vous créés`),
} as const;

const ZLocalDate = z.string({ error: seriesMessages.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, seriesMessages.dateInvalid);

/** The repetition rule. `count` or `until` according to `ends`. */
export const ZSeriesRule = z
  .object({
    frequency: z.enum(SERIES_FREQUENCIES, { error: seriesMessages.frequencyInvalid }),
    ends: z.enum(SERIES_ENDS, { error: seriesMessages.countRequired }),
    count: z.number({ error: seriesMessages.countRequired }).int(seriesMessages.countRequired).optional(),
    until: ZLocalDate.optional(),
    holidayZone: z.enum(HOLIDAY_ZONES, { error: seriesMessages.zoneInvalid }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ends === 'count') {
      if (v.count === undefined) ctx.addIssue({ code: 'custom', path: ['count'], message: seriesMessages.countRequired });
      else if (v.count > SERIES_MAX_SESSIONS) ctx.addIssue({ code: 'custom', path: ['count'], message: seriesMessages.tooMany });
      else if (v.count < SERIES_MIN_SESSIONS) ctx.addIssue({ code: 'custom', path: ['count'], message: seriesMessages.tooFew });
    } else if (!v.until) ctx.addIssue({ code: 'custom', path: ['until'], message: seriesMessages.untilRequired });
  });
export type TSeriesRule = z.input<typeof ZSeriesRule>;

/** POST /appointment-series(/preview): the first appointment, as for a single one, and the rule. */
export const ZSeriesInput = z.object({ first: ZAppointmentInput, rule: ZSeriesRule });
export type TSeriesInput = z.input<typeof ZSeriesInput>;

const ZConflict = z.object({ startsAt: z.string(), endsAt: z.string() });
export const ZSeriesOccurrence = z.object({
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The first existing appointment it overlaps, or null when the slot is free. */
  conflict: ZConflict.nullable(),
});
export type TSeriesOccurrence = z.infer<typeof ZSeriesOccurrence>;
export const ZSkippedDate = z.object({ date: z.string(), holiday: z.string() });
export const ZSeriesPreview = z.object({ occurrences: z.array(ZSeriesOccurrence), skipped: z.array(ZSkippedDate) });
export type TSeriesPreview = z.infer<typeof ZSeriesPreview>;

export const ZSeriesCreated = z.object({
  seriesId: z.uuid(),
  created: z.array(ZAppointment),
  conflicts: z.array(ZSeriesOccurrence),
  skipped: z.array(ZSkippedDate),
});
export type TSeriesCreated = z.infer<typeof ZSeriesCreated>;

/** PATCH /appointments/{id}?scope=…: the appointment alone, or it and the later ones of its series. */
export const SERIES_SCOPES = ['this', 'following'] as const;
export type TSeriesScope = (typeof SERIES_SCOPES)[number];
export const SERIES_SCOPE_LABELS: Record<TSeriesScope, string> = {
  this: 'Ce rendez-vous',
  following: 'Ce rendez-vous et les suivants',
};
export const ZSeriesScopeQuery = z.object({ scope: z.enum(SERIES_SCOPES, { error: seriesMessages.scopeInvalid }).default('this') });

// ---------- Pure date logic ----------

type Holiday = { label: string; zones: string[]; firstDay: string; resume: string };
const HOLIDAYS: Holiday[] = holidays.periods;

/** Calendar day arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The school holiday of the zone covering the day, if any (firstDay ≤ day < resume). */
export function schoolHolidayOn(date: string, zone: THolidayZone): string | null {
  const period = HOLIDAYS.find((h) => h.zones.includes(zone) && h.firstDay <= date && date < h.resume);
  return period?.label ?? null;
}

export type TSeriesDates = { dates: string[]; skipped: { date: string; holiday: string }[] };
export type TSeriesDatesResult = { ok: true; value: TSeriesDates } | { ok: false; field: 'count' | 'until'; message: string };

/**
 * The local days of a series starting on `first`: every 7 or 14 days, skipping holidays of the
 * zone (a skipped day does not count as a session), until `count` sessions or the `until` day.
 * Refused when it ends before it starts or holds more than SERIES_MAX_SESSIONS sessions.
 */
export function seriesDates(first: string, rule: z.output<typeof ZSeriesRule>): TSeriesDatesResult {
  const step = rule.frequency === 'weekly' ? 7 : 14;
  const zone = rule.holidayZone ?? null;
  if (rule.ends === 'until' && rule.until !== undefined && rule.until <= first) {
    return { ok: false, field: 'until', message: seriesMessages.untilBeforeStart };
  }
  const wanted = rule.ends === 'count' ? (rule.count ?? 0) : Infinity;
  const dates: string[] = [];
  const skipped: TSeriesDates['skipped'] = [];
  // Enough steps to cover a year of sessions and the longest holidays in between.
  for (let i = 0, day = first; dates.length < wanted && i < SERIES_MAX_SESSIONS * 3; i += 1, day = addDays(first, i * step)) {
    if (rule.ends === 'until' && rule.until !== undefined && day > rule.until) break;
    const holiday = zone ? schoolHolidayOn(day, zone) : null;
    if (holiday) skipped.push({ date: day, holiday });
    else dates.push(day);
    if (dates.length > SERIES_MAX_SESSIONS) return { ok: false, field: rule.ends === 'count' ? 'count' : 'until', message: seriesMessages.tooMany };
  }
  if (dates.length < SERIES_MIN_SESSIONS) return { ok: false, field: rule.ends === 'count' ? 'count' : 'until', message: seriesMessages.tooFew };
  return { ok: true, value: { dates, skipped } };
}
