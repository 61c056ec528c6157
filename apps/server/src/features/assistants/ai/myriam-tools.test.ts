import { describe, expect, it } from 'vitest';
import { findFreeSlots } from './myriam-tools';

const paris = (iso: string) => new Date(iso);
const hhmm = (d: Date) => d.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
const weekday = (d: Date) => d.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long' });

describe('Myriam’s free slots', () => {
  // Friday 27 November 2026, 07:00 in Paris (UTC+1).
  const now = paris('2026-11-27T06:00:00Z');

  it('proposes slots only on the practitioner’s working days and within their hours', () => {
    const slots = findFreeSlots([], { days: [6], start: '10:00', end: '12:00' }, now, 60, 14);
    expect(slots.map((s) => [weekday(s.startsAt), hhmm(s.startsAt), hhmm(s.endsAt)])).toEqual([
      ['samedi', '10:00', '11:00'],
      ['samedi', '10:30', '11:30'],
      ['samedi', '11:00', '12:00'],
      ['samedi', '10:00', '11:00'],
      ['samedi', '10:30', '11:30'],
    ]);
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it('skips busy times and times already past', () => {
    const busy = [{ startsAt: paris('2026-11-27T07:00:00Z'), endsAt: paris('2026-11-27T08:30:00Z') }];
    const slots = findFreeSlots(busy, { days: [5], start: '07:30', end: '10:30' }, paris('2026-11-27T06:40:00Z'), 60, 1);
    expect(slots.map((s) => hhmm(s.startsAt))).toEqual(['09:30']);
  });

  it('keeps the wall-clock hours across the change to summer time', () => {
    // Monday 29 March 2027 is the first working day after the change (UTC+2).
    const slots = findFreeSlots([], { days: [1], start: '09:00', end: '10:00' }, paris('2027-03-26T12:00:00Z'), 60, 7);
    expect(slots[0]?.startsAt.toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });
});
