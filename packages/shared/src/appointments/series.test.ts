import { describe, expect, it } from 'vitest';
import holidays from './school-holidays.json';
import { addDays, schoolHolidayOn, SERIES_MAX_SESSIONS, seriesDates, seriesMessages, ZSeriesRule } from './series';

const rule = (r: Record<string, unknown>) => ZSeriesRule.parse(r);

describe('seriesDates', () => {
  it('steps 14 days every two weeks, across a month and a year end', () => {
    const result = seriesDates('2026-12-15', rule({ frequency: 'biweekly', ends: 'count', count: 3 }));
    expect(result).toEqual({ ok: true, value: { dates: ['2026-12-15', '2026-12-29', '2027-01-12'], skipped: [] } });
  });

  it('stops on the last day on or before the end date', () => {
    const result = seriesDates('2026-09-01', rule({ frequency: 'weekly', ends: 'until', until: '2026-09-22' }));
    expect(result.ok && result.value.dates).toEqual(['2026-09-01', '2026-09-08', '2026-09-15', '2026-09-22']);
  });

  it.each([
    ['an end on the start day', { frequency: 'weekly', ends: 'until', until: '2026-09-01' }, seriesMessages.untilBeforeStart],
    ['an end before the start', { frequency: 'weekly', ends: 'until', until: '2026-08-01' }, seriesMessages.untilBeforeStart],
    ['an end two years later', { frequency: 'weekly', ends: 'until', until: '2028-09-01' }, seriesMessages.tooMany],
    ['a single session before the end', { frequency: 'biweekly', ends: 'until', until: '2026-09-10' }, seriesMessages.tooFew],
  ] as const)('refuses %s', (_, r, message) => {
    const result = seriesDates('2026-09-01', rule(r));
    expect(result.ok ? null : result.message).toBe(message);
  });

  it('counts only the sessions held: holidays skipped do not count', () => {
    const result = seriesDates('2026-12-14', rule({ frequency: 'weekly', ends: 'count', count: 3, holidayZone: 'B' }));
    expect(result).toEqual({
      ok: true,
      value: {
        dates: ['2026-12-14', '2027-01-04', '2027-01-11'],
        skipped: [
          { date: '2026-12-21', holiday: 'Vacances de Noël' },
          { date: '2026-12-28', holiday: 'Vacances de Noël' },
        ],
      },
    });
  });
});

describe('ZSeriesRule', () => {
  it.each([
    [{ frequency: 'weekly', ends: 'count', count: 200 }, seriesMessages.tooMany],
    [{ frequency: 'weekly', ends: 'count', count: SERIES_MAX_SESSIONS + 1 }, seriesMessages.tooMany],
    [{ frequency: 'weekly', ends: 'count', count: 1 }, seriesMessages.tooFew],
    [{ frequency: 'weekly', ends: 'count' }, seriesMessages.countRequired],
    [{ frequency: 'weekly', ends: 'until' }, seriesMessages.untilRequired],
    [{ frequency: 'monthly', ends: 'count', count: 3 }, seriesMessages.frequencyInvalid],
    [{ frequency: 'weekly', ends: 'count', count: 3, holidayZone: 'D' }, seriesMessages.zoneInvalid],
  ])('refuses %j in French', (input, message) => {
    const parsed = ZSeriesRule.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('the school holidays dataset', () => {
  it('covers 2025-2026 to 2027-2028 for the three zones, each period a non-empty range', () => {
    const years = new Set(holidays.periods.map((p) => p.schoolYear));
    expect([...years]).toEqual(['2025-2026', '2026-2027', '2027-2028']);
    for (const year of years) {
      for (const zone of ['A', 'B', 'C']) {
        const labels = holidays.periods.filter((p) => p.schoolYear === year && p.zones.includes(zone)).map((p) => p.label);
        expect(labels, `${year} ${zone}`).toEqual(["Vacances de la Toussaint", 'Vacances de Noël', "Vacances d'hiver", 'Vacances de printemps', "Pont de l'Ascension", "Vacances d'été"]);
      }
    }
    for (const p of holidays.periods) expect(p.firstDay < p.resume, p.label).toBe(true);
  });

  it('knows the day classes resume is a school day', () => {
    expect(schoolHolidayOn('2026-11-01', 'A')).toBe('Vacances de la Toussaint');
    expect(schoolHolidayOn('2026-11-02', 'A')).toBeNull();
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});
