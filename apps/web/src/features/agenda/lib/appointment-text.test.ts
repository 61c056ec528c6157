import { describe, expect, it } from 'vitest';
import { appointmentPatientLabel, createdToast, longDate, timeRange } from './appointment-text';

process.env.TZ = 'Europe/Paris';

describe('toasts and labels (spec 2 §8, §2.3)', () => {
  it('names the patient, the date and the local time', () => {
    expect(
      createdToast('2026-11-23T08:00:00.000Z', { firstName: 'Éloïse', lastName: 'Martin' }),
    ).toBe('Rendez-vous créé pour Éloïse Martin le 23/11/2026 à 09:00');
  });

  it('a free slot', () => {
    expect(createdToast('2026-06-15T12:30:00+02:00', null)).toBe(
      'Créneau libre créé le 15/06/2026 à 12:30',
    );
  });

  it('long French date and time range', () => {
    expect(longDate('2026-11-23T08:00:00Z')).toBe('lundi 23 novembre 2026');
    expect(timeRange('2026-11-23T08:00:00Z', '2026-11-23T08:45:00Z')).toBe('09:00 - 09:45');
  });

  it('a free slot has no patient name', () => {
    expect(appointmentPatientLabel({ patient: null })).toBe('Créneau libre');
    expect(
      appointmentPatientLabel({ patient: { id: 'x', firstName: 'Léo', lastName: 'Durand' } }),
    ).toBe('Léo Durand');
  });
});
