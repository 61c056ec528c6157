import type { Span } from '../types';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;

export function findEmails(text: string): Span[] {
  return [...text.matchAll(EMAIL)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    type: 'EMAIL' as const,
    keys: [`EMAIL:${m[0].toLowerCase()}`],
  }));
}
