import type { Span } from '../types';

/**
 * French numbers in their usual forms: 06 12 34 56 78, 06.12.34.56.78, 06-12-34-56-78,
 * 0612345678, +33 6 12 34 56 78, +33 (0)6 12 34 56 78, 0033 6…; fixed lines 01–05, 09 too.
 * Not inside a longer run of digits (a NIR, an RPPS number).
 */
const PHONE =
  /(?<![\d+])(?:(?:\+|00)\s?33\s?(?:\(0\)\s?)?[1-9]|0[1-9])(?:[ .\-\u00a0]?\d{2}){4}(?![\d])/g;

/** The comparison form: digits, national form ("+33 6…" → "06…"). */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\(0\)/, '').replace(/\D/g, '');
  if (digits.startsWith('0033')) return `0${digits.slice(4)}`;
  if (digits.startsWith('33') && raw.trim().startsWith('+')) return `0${digits.slice(2)}`;
  return digits;
}

export function findPhones(text: string): Span[] {
  return [...text.matchAll(PHONE)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    type: 'TÉLÉPHONE' as const,
    keys: [`TÉLÉPHONE:${phoneDigits(m[0])}`],
  }));
}
