import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNirs, withoutShadowed, type CandidateNir } from './nir';

/** The rule as first written: each unchecked candidate compared with every key-checked one. */
function pairwise(found: CandidateNir[]): CandidateNir[] {
  const checked = found.filter((span) => span.keyChecks);
  return found.filter(
    (span) => span.keyChecks || !checked.some((other) => other.start < span.end && span.start < other.end),
  );
}

/** Candidates as the pattern finds them: strictly increasing starts, 13 to 28 characters long. */
const candidates = fc
  .array(fc.record({ gap: fc.integer({ min: 1, max: 30 }), length: fc.integer({ min: 13, max: 28 }), keyChecks: fc.boolean() }), { maxLength: 60 })
  .map((runs) => {
    let start = 0;
    return runs.map(({ gap, length, keyChecks }): CandidateNir => {
      start += gap;
      return { start, end: start + length, type: 'NIR', keys: [`NIR:${start}`], keyChecks };
    });
  });

describe('findNirs', () => {
  it('drops a candidate only where it overlaps a key-checked one, as comparing every pair does', () => {
    fc.assert(
      fc.property(candidates, (found) => {
        expect(withoutShadowed(found)).toEqual(pairwise(found));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the NIR whose key checks in digits that run on from a phone number', () => {
    const text = 'tél 06 12 34 56 78 1 85 05 78 006 084 91 fin';
    const spans = findNirs(text);
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual(['1 85 05 78 006 084 91']);
  });
});
