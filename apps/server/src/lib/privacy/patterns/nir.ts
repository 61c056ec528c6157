import type { Span } from '../types';
import { hasNirShape, isValidNir } from './nir-key';

// 13 characters (with 2A/2B in the department) and an optional key, spaces or dots anywhere.
const CANDIDATE = /(?<![\p{L}\d])\d(?:[ .\u00a0]?[\dAB]){12}(?:[ .\u00a0]?\d{2})?(?![\p{L}\d])/gu;

/**
 * NIR → [NIR]. Decision: a 15-character number shaped like a NIR is replaced even when its key
 * is wrong (a mistyped NIR still identifies its holder); so is a 13-character one without
 * its key; a 15-digit number of another shape is replaced when its key checks.
 */
export function findNirs(text: string): Span[] {
  const found: CandidateNir[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    // Digits run together ("06 12 34 56 78 1 85 05…"): a NIR may start inside any candidate, so
    // the next one is looked for from the next character, whatever this one was.
    CANDIDATE.lastIndex = m.index + 1;
    const compact = m[0].replace(/[ .\u00a0]/g, '').toUpperCase();
    const keyChecks = isValidNir(compact);
    const isNir = /^\d{5}(?:\d{2}|2A|2B)\d{6,8}$/.test(compact) && (hasNirShape(compact) || keyChecks);
    if (!isNir) continue;
    found.push({ start: m.index, end: m.index + m[0].length, type: 'NIR', keys: [`NIR:${compact.slice(0, 13)}`], keyChecks });
  }
  return withoutShadowed(found).map(({ keyChecks: _, ...span }) => span);
}

export type CandidateNir = Span & { keyChecks: boolean };

/**
 * A run that only looks like a NIR gives way to a NIR whose key checks where they overlap.
 * `found` is in the order of its starts, so is `checked`: the key-checked runs that ended before a
 * candidate's start are behind every later candidate too, and of the others the first decides —
 * it overlaps the candidate if it starts before the candidate's end, and every later one starts
 * later still. Linear in the candidates, where comparing each with every key-checked one was
 * quadratic on a long run of spaced digits.
 */
export function withoutShadowed(found: CandidateNir[]): CandidateNir[] {
  const checked = found.filter((span) => span.keyChecks);
  let next = 0;
  return found.filter((span) => {
    if (span.keyChecks) return true;
    while ((checked[next]?.end ?? Infinity) <= span.start) next += 1;
    const open = checked[next];
    return !(open && open.start < span.end);
  });
}
