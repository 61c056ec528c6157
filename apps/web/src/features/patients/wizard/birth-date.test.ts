import { describe, expect, it } from 'vitest';
import {
  BIRTH_MONTHS,
  birthDays,
  birthYears,
  clampDay,
  composeBirthDate,
  splitBirthDate,
} from './birth-date';

describe('birth date selectors', () => {
  it('offers the years from the current one back to 1900', () => {
    const years = birthYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });

  it('names the months in French', () => {
    expect(BIRTH_MONTHS.map((m) => m.label)).toEqual([
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ]);
    expect(BIRTH_MONTHS[0]?.value).toBe(1);
  });

  it.each([
    [{ month: '', year: '' }, 31],
    [{ month: '2', year: '' }, 29],
    [{ month: '2', year: '2023' }, 28],
    [{ month: '2', year: '2024' }, 29],
    [{ month: '4', year: '2020' }, 30],
  ])('gives %j %i days', (parts, count) => {
    expect(birthDays(parts)).toHaveLength(count);
  });

  it('moves a day the month does not have to its last day', () => {
    expect(clampDay({ day: '31', month: '2', year: '2023' })).toEqual({
      day: '28',
      month: '2',
      year: '2023',
    });
    expect(clampDay({ day: '15', month: '2', year: '2023' })).toEqual({
      day: '15',
      month: '2',
      year: '2023',
    });
    expect(clampDay({ day: '', month: '2', year: '' })).toEqual({ day: '', month: '2', year: '' });
  });

  it('composes the ISO date only once the three are chosen, and splits it back', () => {
    expect(composeBirthDate({ day: '5', month: '3', year: '2015' })).toBe('2015-03-05');
    expect(composeBirthDate({ day: '5', month: '', year: '2015' })).toBe('');
    expect(splitBirthDate('2015-03-05')).toEqual({ day: '5', month: '3', year: '2015' });
    expect(splitBirthDate('')).toEqual({ day: '', month: '', year: '' });
  });
});
