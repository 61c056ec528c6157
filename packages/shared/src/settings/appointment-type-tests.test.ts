import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTestsList, parseTestsList } from './appointment-type-tests';

describe('parseTestsList', () => {
  it.each([
    [null, []],
    ['', []],
    ['   ', []],
    ['M-ABC', ['M-ABC']],
    ['M-ABC, BHK\nNEPSY-II', ['M-ABC', 'BHK', 'NEPSY-II']],
    ['  Figure de Rey  \r\n\r\n, ,Lincoln-Oseretsky ', ['Figure de Rey', 'Lincoln-Oseretsky']],
    ['BHK\nBHK, BHK', ['BHK']],
  ])('%j → %j', (input, expected) => {
    expect(parseTestsList(input)).toEqual(expected);
  });

  it('round-trips through the edit form text', () => {
    const test = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 ()-]{1,30}$/).map((t) => t.trim()).filter((t) => t.length > 0);
    fc.assert(
      fc.property(fc.uniqueArray(test, { maxLength: 10 }), (tests) => {
        expect(parseTestsList(formatTestsList(tests))).toEqual(tests);
      }),
    );
  });
});
