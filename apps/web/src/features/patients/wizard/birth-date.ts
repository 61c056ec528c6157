import { format, getDaysInMonth } from 'date-fns';
import { fr } from 'date-fns/locale';

/** The three selectors of the birth date; '' while one is not chosen. */
export type BirthDateParts = { day: string; month: string; year: string };

export const EMPTY_BIRTH_DATE: BirthDateParts = { day: '', month: '', year: '' };
const OLDEST_YEAR = 1900;
/** A leap year: 29 February stays choosable until the year is known. */
const ANY_LEAP_YEAR = 2000;

/** Current year back to 1900 (spec 1 §2, §9). */
export function birthYears(currentYear: number): number[] {
  return Array.from({ length: currentYear - OLDEST_YEAR + 1 }, (_, i) => currentYear - i);
}

/** 'janvier' … 'décembre', value 1 … 12. */
export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: format(new Date(2000, i, 1), 'LLLL', { locale: fr }),
}));

/** The days the chosen month can have (31 until a month is chosen). */
export function birthDays(parts: Pick<BirthDateParts, 'month' | 'year'>): number[] {
  const month = Number(parts.month);
  const year = Number(parts.year) || ANY_LEAP_YEAR;
  const count = month ? getDaysInMonth(new Date(year, month - 1, 1)) : 31;
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** After a change of month or year, a day the month no longer has becomes its last day. */
export function clampDay(parts: BirthDateParts): BirthDateParts {
  const days = birthDays(parts);
  const day = Number(parts.day);
  return day > days.length ? { ...parts, day: String(days.length) } : parts;
}

/** 'YYYY-MM-DD' once the three are chosen, '' before. */
export function composeBirthDate(parts: BirthDateParts): string {
  if (!parts.day || !parts.month || !parts.year) return '';
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

export function splitBirthDate(iso: string): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return EMPTY_BIRTH_DATE;
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}
