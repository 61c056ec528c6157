import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/pagination';
import { formatAppointmentDay, pageCount, pageRangeLabel } from './list-format';

describe('appointment days', () => {
  it('shows dd/MM on cards and dd/MM/yy in the table, in local time', () => {
    const instant = new Date(2026, 10, 3, 9, 30).toISOString();
    expect(formatAppointmentDay(instant, 'short')).toBe('03/11');
    expect(formatAppointmentDay(instant, 'long')).toBe('03/11/26');
  });

  it('shows a dash when there is none or it is unreadable', () => {
    expect(formatAppointmentDay(null, 'short')).toBe('—');
    expect(formatAppointmentDay('pas une date', 'long')).toBe('—');
  });
});

describe('pages', () => {
  it.each([
    [1, 50, 0, '0 patient'],
    [1, 50, 1, '1–1 sur 1 patient'],
    [1, 50, 120, '1–50 sur 120 patients'],
    [3, 50, 120, '101–120 sur 120 patients'],
    [200, 50, 10_000, '9\u202f951–10\u202f000 sur 10\u202f000 patients'],
  ])('page %i of %i with %i patients: %s', (page, size, total, label) => {
    expect(pageRangeLabel(page, size, total)).toBe(label);
  });

  it('counts at least one page', () => {
    expect(pageCount(50, 0)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(50, 51)).toBe(2);
    expect(pageCount(50, 10_000)).toBe(200);
  });
});

describe('counts', () => {
  it.each([0, 7, 999, 1000, 9951, 10_000, 123_456, 1_234_567, -4321])(
    '%i is written as toLocaleString("fr-FR") writes it',
    (value) => {
      expect(formatCount(value)).toBe(value.toLocaleString('fr-FR'));
    },
  );
});
