import { format, isValid, parseISO } from 'date-fns';

const FRENCH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** 'jj/mm/aaaa' of a local date, whatever the browser's language (issue 10 §12). */
export function formatFrenchDate(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}

/** A typed 'jj/mm/aaaa' (or with dots or dashes) as local midnight; null when it is no real date. */
export function parseFrenchDate(text: string): Date | null {
  const match = FRENCH_DATE.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = parseISO(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  return isValid(date) ? date : null;
}
