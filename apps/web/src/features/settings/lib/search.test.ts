import { describe, expect, it } from 'vitest';
import { effectiveSearch } from './search';

describe('effectiveSearch', () => {
  it.each([
    ['', undefined],
    ['a', undefined],
    [' a ', undefined],
    ['ab', 'ab'],
    ['  bilan ', 'bilan'],
  ])('%j → %j', (input, term) => {
    expect(effectiveSearch(input)).toBe(term);
  });
});
