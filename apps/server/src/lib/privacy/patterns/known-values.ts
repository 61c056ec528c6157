import type { KnownValueIndex } from '../known-value-index';
import type { Span } from '../types';
import { phoneDigits } from './phones';

const AROUND_AT = /[^\s<>()[\]{},;:"'«»]+@[^\s<>()[\]{},;:"'«»]+/gu;
const DIGIT_RUN = /(?<![\d\p{L}])\+?\d[\d ()./\-\u00a0]{5,}\d(?![\d\p{L}])/gu;

/**
 * Known phones and NIRs in forms the patterns do not read (a foreign number, a NIR cut oddly),
 * and known e-mails whatever their case: compared digit by digit, or lower-cased, in sets.
 */
export function findKnownValues(text: string, { phones, nirs, emails }: KnownValueIndex): Span[] {
  const spans: Span[] = [];
  if (phones.size > 0 || nirs.size > 0) {
    for (const m of text.matchAll(DIGIT_RUN)) {
      const compact = m[0].replace(/[^\dAB+]/g, '');
      const digits = phoneDigits(m[0]);
      if (phones.has(digits))
        spans.push({
          start: m.index,
          end: m.index + m[0].length,
          type: 'TÉLÉPHONE',
          keys: [`TÉLÉPHONE:${digits}`],
        });
      else if (nirs.has(compact.slice(0, 13)))
        spans.push({
          start: m.index,
          end: m.index + m[0].length,
          type: 'NIR',
          keys: [`NIR:${compact.slice(0, 13)}`],
        });
    }
  }
  // Anything around an @, looked up whole: a known address the e-mail pattern would not read.
  for (const m of text.matchAll(AROUND_AT)) {
    const email = m[0].replace(/[.]+$/, '');
    if (emails.has(email.toLowerCase()))
      spans.push({
        start: m.index,
        end: m.index + email.length,
        type: 'EMAIL',
        keys: [`EMAIL:${email.toLowerCase()}`],
      });
  }
  return spans;
}
