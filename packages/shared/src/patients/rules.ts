import { ADULT_AGE, type TBilanStatus } from './constants';

/**
 * Pure rules of the patient area (spec 1 §4). Dates are 'YYYY-MM-DD' strings compared as
 * calendar dates, so the result never depends on the time zone of the machine.
 */

/**
 * One formatter per named time zone: building an Intl.DateTimeFormat costs far more than formatting
 * with it, and a patient record asks for today's date once per date field and age it shows.
 */
const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

function isoDayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = isoDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDayFormats.set(timeZone, format);
  }
  return format;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Today's calendar date 'YYYY-MM-DD' in the given time zone (default: the machine's, read from the
 * Date itself: in a browser, the first Intl formatter with a time zone cost a patient record's
 * first render some 12 ms of script, issue 15).
 */
export function todayIso(now: Date = new Date(), timeZone?: string): string {
  if (timeZone === undefined) return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
  return isoDayFormat(timeZone).format(now);
}

/** Age in full years on `today` (a birthday on 29 February counts on 1 March in common years). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Before a date is entered the patient counts as major (spec 1 §3). */
export function isMajorOn(dateOfBirth: string | null | undefined, today: string): boolean {
  if (!dateOfBirth) return true;
  return ageOn(dateOfBirth, today) >= ADULT_AGE;
}

export type BilanFacts = {
  /** A bilan appointment (type name contains 'bilan') whose end is before now. */
  hasPastBilanAppointment: boolean;
  /** A bilan appointment whose start is after now. */
  hasFutureBilanAppointment: boolean;
  /** An active document whose file name contains 'bilan'. */
  hasBilanDocument: boolean;
};

/** Spec 1 §4: done, in progress or to do. */
export function bilanStatus(facts: BilanFacts): TBilanStatus {
  if (facts.hasPastBilanAppointment && facts.hasBilanDocument) return 'done';
  if (facts.hasFutureBilanAppointment || facts.hasBilanDocument) return 'inprogress';
  return 'todo';
}

/** Case-insensitive 'bilan' in an appointment type name or a file name. */
export function mentionsBilan(text: string | null | undefined): boolean {
  return !!text && text.toLocaleLowerCase('fr').includes('bilan');
}

export type InstructionColor = 'red' | 'blue' | 'amber' | 'green';

/** Category colour by keyword (spec 1 §2, Instructions tab). */
export function instructionCategoryColor(category: string | null | undefined): InstructionColor {
  const c = (category ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (/medic|traitement|treatment/.test(c)) return 'red';
  if (/exerci|reeduc|rehabilit/.test(c)) return 'blue';
  if (/conseil|advice|attention/.test(c)) return 'amber';
  return 'green';
}

/** Goal defaults (spec 1 §5): target date three months from today. */
export function defaultGoalTargetDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + 3, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A goal's target date, if given, may not be before today. */
export function isTargetDateValid(targetDate: string | null | undefined, today: string): boolean {
  return !targetDate || targetDate >= today;
}

/** Address assembled from number, street, complement, postal code and city. */
export function formatAddress(p: {
  addressNumber?: string | null;
  addressStreet?: string | null;
  addressComplement?: string | null;
  postalCode?: string | null;
  city?: string | null;
}): string {
  const street = [p.addressNumber, p.addressStreet].filter(Boolean).join(' ');
  const town = [p.postalCode, p.city].filter(Boolean).join(' ');
  return [street, p.addressComplement, town].filter(Boolean).join(', ');
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toLocaleUpperCase('fr');
}

/** Case- and accent-insensitive form used by client-side filters ('eloise' finds 'Éloïse'). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('fr');
}
