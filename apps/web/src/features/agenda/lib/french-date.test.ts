import { describe, expect, it } from 'vitest';
import { formatFrenchDate, parseFrenchDate } from './french-date';

describe("the agenda's date field in French (issue 10 §12)", () => {
  it('shows dd/mm/yyyy', () => {
    expect(formatFrenchDate(new Date(2026, 11, 8, 15, 30))).toBe('08/12/2026');
  });

  it.each([
    ['08/12/2026', new Date(2026, 11, 8)],
    [' 8/12/2026 ', new Date(2026, 11, 8)],
    ['8.2.2027', new Date(2027, 1, 8)],
    ['29-02-2028', new Date(2028, 1, 29)],
  ])('reads %j', (text, expected) => {
    expect(parseFrenchDate(text)).toEqual(expected);
  });

  it.each(['12/08', '2026-12-08', '31/11/2026', '29/02/2027', '00/01/2026', 'demain', ''])('refuses %j', (text) => {
    expect(parseFrenchDate(text)).toBeNull();
  });
});
