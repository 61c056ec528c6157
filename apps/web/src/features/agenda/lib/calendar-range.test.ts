import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseAgendaParams,
  periodQuery,
  periodTitle,
  rangeQuery,
  shiftAnchor,
  visibleRange,
} from './calendar-range';

// The agenda works in the browser's zone; the e2e browser and these tests use the practice's.
process.env.TZ = 'Europe/Paris';

const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('visibleRange / rangeQuery', () => {
  it('month view: from the Monday on or before the 1st, 42 days (spec 2 §7)', () => {
    // 1 November 2026 is a Sunday; the grid starts on Monday 26 October (after the autumn change).
    expect(rangeQuery(visibleRange('month', day('2026-11-23')))).toEqual({
      from: '2026-10-26T00:00:00+01:00',
      to: '2026-12-07T00:00:00+01:00',
    });
  });

  it('month view starting on a Monday begins on the 1st', () => {
    expect(rangeQuery(visibleRange('month', day('2026-06-10')))).toEqual({
      from: '2026-06-01T00:00:00+02:00',
      to: '2026-07-13T00:00:00+02:00',
    });
  });

  it('a month crossing the spring change keeps local midnights with their own offsets', () => {
    expect(rangeQuery(visibleRange('month', day('2026-03-15')))).toEqual({
      from: '2026-02-23T00:00:00+01:00',
      to: '2026-04-06T00:00:00+02:00',
    });
  });

  it('week view: Monday to the next Monday', () => {
    expect(rangeQuery(visibleRange('week', day('2026-11-25')))).toEqual({
      from: '2026-11-23T00:00:00+01:00',
      to: '2026-11-30T00:00:00+01:00',
    });
    expect(rangeQuery(visibleRange('week', day('2026-11-29')))).toEqual({
      from: '2026-11-23T00:00:00+01:00',
      to: '2026-11-30T00:00:00+01:00',
    });
  });

  it('a week across the spring change lasts 167 hours', () => {
    const range = visibleRange('week', day('2026-03-26'));
    expect(rangeQuery(range)).toEqual({
      from: '2026-03-23T00:00:00+01:00',
      to: '2026-03-30T00:00:00+02:00',
    });
    expect((range.end.getTime() - range.start.getTime()) / 3_600_000).toBe(167);
  });

  it('day view: one local day (25 hours on the autumn change)', () => {
    const range = visibleRange('day', day('2026-10-25'));
    expect(rangeQuery(range)).toEqual({
      from: '2026-10-25T00:00:00+02:00',
      to: '2026-10-26T00:00:00+01:00',
    });
    expect((range.end.getTime() - range.start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('shiftAnchor', () => {
  it.each([
    ['month', 1, '2026-12-23'],
    ['month', -1, '2026-10-23'],
    ['week', 1, '2026-11-30'],
    ['week', -1, '2026-11-16'],
    ['day', 1, '2026-11-24'],
    ['day', -1, '2026-11-22'],
  ] as const)('%s %i → %s', (view, direction, expected) => {
    const shifted = shiftAnchor(view, day('2026-11-23'), direction);
    expect(shifted.toISOString().slice(0, 10)).toBe(expected);
  });

  it('a month from 31 January lands on the last day of February', () => {
    expect(shiftAnchor('month', day('2026-01-31'), 1).getDate()).toBe(28);
  });
});

describe('periodTitle', () => {
  it.each([
    ['month', '2026-11-23', 'novembre 2026'],
    ['week', '2026-11-25', 'semaine du 23 au 29 nov. 2026'],
    ['week', '2026-12-02', 'semaine du 30 nov. au 6 déc. 2026'],
    ['week', '2026-12-30', 'semaine du 28 déc. 2026 au 3 janv. 2027'],
    ['day', '2026-11-23', 'lundi 23 novembre 2026'],
  ] as const)('%s of %s → %s', (view, date, title) => {
    expect(periodTitle(view, day(date))).toBe(title);
  });
});

describe('parseAgendaParams', () => {
  const today = day('2026-11-23');

  it('defaults to the month of today', () => {
    const location = parseAgendaParams(new URLSearchParams(), today);
    expect(location.view).toBe('month');
    expect(location.anchor).toEqual(new Date('2026-11-23T00:00:00'));
  });

  it('opens the date and view of the address', () => {
    const location = parseAgendaParams(new URLSearchParams('date=2027-02-14&view=week'), today);
    expect(location).toEqual({ view: 'week', anchor: new Date('2027-02-14T00:00:00') });
  });

  it.each(['2026-13-01', '2026-02-30x', 'demain', ''])('ignores a malformed date %j', (date) => {
    const location = parseAgendaParams(new URLSearchParams({ date, view: 'agenda' }), today);
    expect(location).toEqual({ view: 'month', anchor: new Date('2026-11-23T00:00:00') });
  });
});

describe('periodQuery', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("month: the grid's days, three events a day counted in the browser's days", () => {
    expect(periodQuery('month', day('2026-11-23'))).toEqual({
      from: '2026-10-26T00:00:00+01:00',
      to: '2026-12-07T00:00:00+01:00',
      perDay: 3,
      timeZone: 'Europe/Paris',
    });
  });

  it('week and day: every event', () => {
    expect(periodQuery('week', day('2026-11-23'))).toEqual({
      from: '2026-11-23T00:00:00+01:00',
      to: '2026-11-30T00:00:00+01:00',
    });
    expect(periodQuery('day', day('2026-11-23'))).toEqual({
      from: '2026-11-23T00:00:00+01:00',
      to: '2026-11-24T00:00:00+01:00',
    });
  });

  it('a browser naming no usable time zone reads every event of the month', () => {
    const options = Intl.DateTimeFormat().resolvedOptions();
    for (const timeZone of [undefined, 'Pas/Une_Zone']) {
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
        ...options,
        timeZone: timeZone as string,
      });
      expect(periodQuery('month', day('2026-11-23'))).toEqual({
        from: '2026-10-26T00:00:00+01:00',
        to: '2026-12-07T00:00:00+01:00',
      });
      vi.restoreAllMocks();
    }
  });
});
