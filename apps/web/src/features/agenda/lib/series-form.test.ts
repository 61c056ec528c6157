import { describe, expect, it } from 'vitest';
import { seriesMessages } from '@praxis/shared/appointments/series';
import { seriesRuleOf, type TSeriesFormValues } from './series-form';

const values = (v: Partial<TSeriesFormValues>): TSeriesFormValues => ({
  frequency: 'weekly',
  ends: 'count',
  count: '10',
  until: '',
  holidayZone: '',
  ...v,
});

describe('seriesRuleOf', () => {
  it('sends the count, or the end date, with the zone or none', () => {
    expect(seriesRuleOf(values({ holidayZone: 'C' }))).toEqual({
      ok: true,
      rule: { frequency: 'weekly', ends: 'count', count: 10, holidayZone: 'C' },
    });
    expect(
      seriesRuleOf(values({ ends: 'until', until: '2027-03-01', frequency: 'biweekly' })),
    ).toEqual({
      ok: true,
      rule: { frequency: 'biweekly', ends: 'until', until: '2027-03-01', holidayZone: null },
    });
  });

  it.each([
    [values({ count: '200' }), { count: seriesMessages.tooMany }],
    [values({ count: '' }), { count: seriesMessages.countRequired }],
    [values({ ends: 'until' }), { until: seriesMessages.untilRequired }],
  ])('gives the French message of the field', (input, errors) => {
    expect(seriesRuleOf(input)).toEqual({ ok: false, errors });
  });
});
