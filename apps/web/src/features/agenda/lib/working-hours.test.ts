import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '@praxis/shared/profile/working-hours-constants';
import { businessHours, slotRange } from './working-hours';

// Local wall-clock instants (the tests run in the machine's zone, as the browser does).
const at = (day: number, time: string) => new Date(`2026-12-${String(day).padStart(2, '0')}T${time}:00`).toISOString();
const appointment = (day: number, start: string, end: string, endDay = day) => ({ startsAt: at(day, start), endsAt: at(endDay, end) });

describe('hours of the week and day views (issue 10 §2)', () => {
  it('are 07:00–21:00 when everything lies inside', () => {
    expect(slotRange([appointment(8, '09:00', '10:00')], DEFAULT_WORKING_HOURS)).toEqual({ slotMinTime: '07:00:00', slotMaxTime: '21:00:00' });
  });

  it('widen to the earliest and the latest appointment', () => {
    expect(slotRange([appointment(8, '06:30', '07:15'), appointment(9, '21:00', '22:10')], DEFAULT_WORKING_HOURS)).toEqual({
      slotMinTime: '06:00:00',
      slotMaxTime: '23:00:00',
    });
    expect(slotRange([appointment(8, '22:00', '00:00', 9)], DEFAULT_WORKING_HOURS).slotMaxTime).toBe('24:00:00');
  });

  it('open the whole day for an appointment past midnight', () => {
    expect(slotRange([appointment(8, '23:30', '00:30', 9)], DEFAULT_WORKING_HOURS)).toEqual({ slotMinTime: '00:00:00', slotMaxTime: '24:00:00' });
  });

  it('widen to the working hours', () => {
    expect(slotRange([], { days: [1], start: '05:45', end: '21:30' })).toEqual({ slotMinTime: '05:00:00', slotMaxTime: '22:00:00' });
  });

  it('shade the working days, Sunday being FullCalendar’s 0', () => {
    expect(businessHours({ days: [1, 6, 7], start: '08:30', end: '12:00' })).toEqual({ daysOfWeek: [1, 6, 0], startTime: '08:30', endTime: '12:00' });
  });
});
