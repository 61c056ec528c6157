import { fold } from '../text/fold';

const MONTHS: Record<string, number> = {
  janvier: 1,
  janv: 1,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  mars: 3,
  avril: 4,
  avr: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  juil: 7,
  aout: 8,
  septembre: 9,
  sept: 9,
  octobre: 10,
  oct: 10,
  novembre: 11,
  nov: 11,
  decembre: 12,
  dec: 12,
};

const MONTH_WORD =
  'janvier|janv\\.?|f[ée]vrier|f[ée]vr?\\.?|mars|avril|avr\\.?|mai|juin|juillet|juil\\.?|ao[uû]t|septembre|sept\\.?|octobre|oct\\.?|novembre|nov\\.?|d[ée]cembre|d[ée]c\\.?';

/** The date forms of French reports: 12/03/2015, 12 / 03 / 2015, 12.03.15, 12-03-2015, 3 mars 2015, 1er mars 2015, 2015-03-12. */
export const DATE_SOURCE = `(?:\\d{1,2} ?[/.\\-] ?\\d{1,2} ?[/.\\-] ?(?:\\d{4}|\\d{2})|(?:1er|\\d{1,2})\\s+(?:${MONTH_WORD})\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})`;

const ANY_DATE = new RegExp(`(?<![\\d/.\\-])${DATE_SOURCE}(?![\\d/])`, 'giu');

export type FoundDate = {
  start: number;
  end: number;
  day: number;
  month: number;
  year: number;
  isShortYear: boolean;
};

/** Reads one date written in a DATE_SOURCE form; null when it is not a calendar date. */
export function parseDate(raw: string): Omit<FoundDate, 'start' | 'end'> | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const numeric = /^(\d{1,2}) ?[/.-] ?(\d{1,2}) ?[/.-] ?(\d{2}|\d{4})$/.exec(raw);
  const words = /^(1er|\d{1,2})\s+(\S+?)\.?\s+(\d{4})$/u.exec(raw);
  let parts: [number, number, number, boolean] | null = null;
  if (iso) parts = [Number(iso[3]), Number(iso[2]), Number(iso[1]), false];
  else if (numeric)
    parts = [
      Number(numeric[1]),
      Number(numeric[2]),
      Number(numeric[3]),
      (numeric[3] ?? '').length === 2,
    ];
  else if (words) {
    const month = MONTHS[fold(words[2] ?? '')];
    if (month) parts = [words[1] === '1er' ? 1 : Number(words[1]), month, Number(words[3]), false];
  }
  if (!parts) return null;
  const [day, month, year, isShortYear] = parts;
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  return { day, month, year, isShortYear };
}

export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const m of text.matchAll(ANY_DATE)) {
    const date = parseDate(m[0]);
    if (date) found.push({ ...date, start: m.index, end: m.index + m[0].length });
  }
  return found;
}
