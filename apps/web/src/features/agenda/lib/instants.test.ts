import { describe, expect, it } from 'vitest';
import {
  durationBetween,
  localDateTime,
  plannedEnd,
  rangeInstants,
  slotInstants,
  toDateInput,
  toTimeInput,
} from './instants';

process.env.TZ = 'Europe/Paris';

describe('slotInstants', () => {
  it('winter: +01:00', () => {
    expect(slotInstants('2026-11-23', '09:00', 45)).toEqual({
      startsAt: '2026-11-23T09:00:00+01:00',
      endsAt: '2026-11-23T09:45:00+01:00',
    });
  });

  it('summer: +02:00', () => {
    expect(slotInstants('2026-06-15', '14:30', 60)).toEqual({
      startsAt: '2026-06-15T14:30:00+02:00',
      endsAt: '2026-06-15T15:30:00+02:00',
    });
  });

  it('the night clocks go forward, a 60-minute session ends one real hour later', () => {
    const slot = slotInstants('2026-03-29', '01:30', 60);
    expect(slot).toEqual({
      startsAt: '2026-03-29T01:30:00+01:00',
      endsAt: '2026-03-29T03:30:00+02:00',
    });
    expect(slot && durationBetween(slot.startsAt, slot.endsAt)).toBe(60);
  });

  it('the night clocks go back, a 60-minute session ends one real hour later', () => {
    const slot = slotInstants('2026-10-25', '01:30', 60);
    expect(slot && durationBetween(slot.startsAt, slot.endsAt)).toBe(60);
    expect(slot?.startsAt).toBe('2026-10-25T01:30:00+02:00');
  });

  it('the same wall-clock hour keeps its hour on both sides of a change', () => {
    expect(slotInstants('2026-03-28', '09:00', 45)?.startsAt).toBe('2026-03-28T09:00:00+01:00');
    expect(slotInstants('2026-03-30', '09:00', 45)?.startsAt).toBe('2026-03-30T09:00:00+02:00');
  });

  it.each([
    ['', '09:00'],
    ['2026-11-23', ''],
    ['2026-02-30', '09:00'],
    ['2026-11-23', '25:00'],
    ['2026-11-23', '24:00'],
    ['2026-11-23', '09:60'],
    ['23/11/2026', '09:00'],
  ])('refuses %j %j', (date, time) => {
    expect(slotInstants(date, time, 45)).toBeNull();
  });

  it('refuses a duration that is not a number', () => {
    expect(slotInstants('2026-11-23', '09:00', Number.NaN)).toBeNull();
  });
});

describe('plannedEnd', () => {
  it.each([
    ['09:00', 45, '09:45'],
    ['23:30', 60, '00:30'],
    ['08:15', 480, '16:15'],
  ])('%s + %i min → %s', (time, minutes, end) => {
    expect(plannedEnd('2026-11-23', time, minutes)).toBe(end);
  });

  it.each([0, -5, 1.5, Number.NaN])('nothing for a duration of %d', (minutes) => {
    expect(plannedEnd('2026-11-23', '09:00', minutes)).toBeNull();
  });
});

describe('wall-clock helpers', () => {
  it('rangeInstants reads two times of one day', () => {
    expect(rangeInstants('2026-11-23', '09:00', '10:15')).toEqual({
      startsAt: '2026-11-23T09:00:00+01:00',
      endsAt: '2026-11-23T10:15:00+01:00',
    });
    expect(rangeInstants('2026-11-23', '09:00', '')).toBeNull();
  });

  it('formats an instant of the server back into the local date and time', () => {
    expect(toDateInput('2026-11-23T08:00:00Z')).toBe('2026-11-23');
    expect(toTimeInput('2026-11-23T08:00:00Z')).toBe('09:00');
    expect(toTimeInput('2026-06-15T08:00:00Z')).toBe('10:00');
    expect(toDateInput('2026-11-23T23:30:00Z')).toBe('2026-11-24');
  });

  it('localDateTime is local wall-clock time', () => {
    expect(localDateTime('2026-11-23', '09:00')?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});
