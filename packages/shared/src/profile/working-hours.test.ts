import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, ZWorkingHours, workingHoursMessages as m } from './working-hours';

function firstError(input: Record<string, unknown>, field: string) {
  return ZWorkingHours.safeParse({ ...DEFAULT_WORKING_HOURS, ...input }).error?.issues.find((i) => i.path[0] === field)?.message;
}

describe('working hours (issue 10 §2)', () => {
  it('accepts the defaults and any start before the end', () => {
    expect(ZWorkingHours.safeParse(DEFAULT_WORKING_HOURS).success).toBe(true);
    expect(ZWorkingHours.safeParse({ days: [6, 1], start: '06:30', end: '23:59' }).success).toBe(true);
  });

  it.each([
    ['days', [], m.daysRequired],
    ['days', undefined, m.daysRequired],
    ['days', [0], m.dayInvalid],
    ['days', [8], m.dayInvalid],
    ['days', [1, 1], m.dayInvalid],
    ['start', '', m.startRequired],
    ['end', undefined, m.endRequired],
    ['start', '8h', m.timeInvalid],
    ['end', '24:00', m.timeInvalid],
    ['end', '08:00', m.startBeforeEnd],
    ['end', '07:59', m.startBeforeEnd],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(firstError({ [field]: value }, field)).toBe(expected);
  });
});
