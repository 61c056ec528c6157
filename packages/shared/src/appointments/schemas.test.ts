import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appointmentMessages as m,
  ZAppointmentInput,
  ZAppointmentPatch,
  ZAppointmentRangeQuery,
  ZQuickAppointmentType,
  ZWizardSchedule,
} from './schemas';

function messageOf(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return schema.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;
}

const TYPE_ID = '6f1c1f0e-2b7a-4d1e-9a57-0f4a3c2b1d10';
const PATIENT_ID = '0b6f3c8e-8d1f-4c4e-a7a2-5e9d1c3b2a40';
const valid = { appointmentTypeId: TYPE_ID, startsAt: '2026-03-29T09:00:00+02:00', endsAt: '2026-03-29T10:00:00+02:00' };

describe('ZAppointmentInput (spec 2 §5.1)', () => {
  it.each([
    ['appointmentTypeId', undefined, m.typeRequired],
    ['appointmentTypeId', '', m.typeRequired],
    ['appointmentTypeId', 'bilan', m.typeRequired],
    ['startsAt', undefined, m.timesRequired],
    ['startsAt', '', m.timesRequired],
    ['startsAt', '   ', m.timesRequired],
    ['endsAt', undefined, m.timesRequired],
    ['endsAt', null, m.timesRequired],
    ['startsAt', 'lundi 9h', m.dateInvalid],
    ['startsAt', '2026-03-29T09:00:00', m.dateInvalid],
    ['startsAt', '2026-03-29', m.dateInvalid],
    ['endsAt', '2026-13-01T10:00:00+01:00', m.dateInvalid],
    ['endsAt', '2026-03-29T08:00:00+02:00', m.endAfterStart],
    ['endsAt', '2026-03-29T09:00:00+02:00', m.endAfterStart],
    ['endsAt', '2026-03-29T07:00:00Z', m.endAfterStart],
    ['endsAt', '2026-03-29T17:01:00+02:00', m.durationTooLong],
    ['patientId', 'dupre', m.patientNotFound],
    ['status', 'reporté', 'Statut invalide'],
    ['attendanceStatus', 'retard', 'Présence invalide'],
    ['location', 'x'.repeat(201), 'Pas plus de 200 caractères'],
    ['notes', 'x'.repeat(10_001), 'Pas plus de 10000 caractères'],
    ['sessionObjectives', 'Équilibre', m.objectivesInvalid],
    ['sessionObjectives.0', '  ', m.objectiveEmpty],
    ['sessionObjectives.0', 'x'.repeat(501), m.objectiveTooLong],
  ])('%s = %j → %s', (field, value, expected) => {
    const [key, index] = field.split('.') as [string, string | undefined];
    const input = { ...valid, [key]: index === undefined ? value : [value] };
    expect(messageOf(ZAppointmentInput, input, field)).toBe(expected);
  });

  it('refuses more than 50 objectives', () => {
    expect(messageOf(ZAppointmentInput, { ...valid, sessionObjectives: Array.from({ length: 51 }, (_, i) => `Objectif ${i}`) }, 'sessionObjectives')).toBe(m.objectivesTooMany);
  });

  it('accepts a free slot, 480 minutes, an instant in Z and trims texts (empty → null)', () => {
    expect(ZAppointmentInput.parse({ ...valid, patientId: null, endsAt: '2026-03-29T15:00:00Z', location: ' Cabinet ', notes: '  ' })).toEqual({
      ...valid,
      patientId: null,
      endsAt: '2026-03-29T15:00:00Z',
      location: 'Cabinet',
      notes: null,
    });
    expect(ZAppointmentInput.safeParse({ ...valid, patientId: PATIENT_ID, status: 'draft', sessionObjectives: [' Équilibre '] }).data).toMatchObject({ sessionObjectives: ['Équilibre'] });
  });

  it('compares instants, not texts: the spring change hour counts once', () => {
    expect(ZAppointmentInput.safeParse({ ...valid, startsAt: '2026-03-29T01:30:00+01:00', endsAt: '2026-03-29T03:30:00+02:00' }).success).toBe(true);
    expect(messageOf(ZAppointmentInput, { ...valid, startsAt: '2026-03-29T03:30:00+02:00', endsAt: '2026-03-29T02:30:00+01:00' }, 'endsAt')).toBe(m.endAfterStart);
  });
});

describe('ZAppointmentPatch', () => {
  it('accepts any subset, one bound alone included (checked by the server against the stored one)', () => {
    expect(ZAppointmentPatch.parse({ startsAt: '2026-03-29T11:00:00+02:00' })).toEqual({ startsAt: '2026-03-29T11:00:00+02:00' });
    expect(ZAppointmentPatch.parse({})).toEqual({});
  });

  it('drops the patient: it cannot be changed', () => {
    expect(ZAppointmentPatch.parse({ patientId: PATIENT_ID, notes: 'x' })).toEqual({ notes: 'x' });
  });

  it.each([
    ['appointmentTypeId', { appointmentTypeId: '' }, m.typeRequired],
    ['startsAt', { startsAt: '' }, m.timesRequired],
    ['startsAt', { startsAt: 'midi' }, m.dateInvalid],
    ['endsAt', { endsAt: '2026-03-29T10:00:00' }, m.dateInvalid],
    ['endsAt', { startsAt: valid.endsAt, endsAt: valid.startsAt }, m.endAfterStart],
    ['endsAt', { startsAt: '2026-03-29T00:00:00Z', endsAt: '2026-03-29T08:00:01Z' }, m.durationTooLong],
    ['status', { status: 'annulé' }, 'Statut invalide'],
  ])('%s in %j → %s', (field, input, expected) => {
    expect(messageOf(ZAppointmentPatch, input, field)).toBe(expected);
  });
});

describe('ZAppointmentRangeQuery', () => {
  const range = { from: '2026-02-23T00:00:00+01:00', to: '2026-04-06T00:00:00+02:00' };
  it('splits comma-separated types and statuses', () => {
    expect(ZAppointmentRangeQuery.parse({ ...range, typeIds: `${TYPE_ID},${PATIENT_ID}`, statuses: 'scheduled,draft' })).toEqual({
      ...range,
      typeIds: [TYPE_ID, PATIENT_ID],
      statuses: ['scheduled', 'draft'],
    });
    expect(ZAppointmentRangeQuery.parse({ ...range, typeIds: '', statuses: '' })).toEqual({ ...range, typeIds: [], statuses: [] });
  });

  it.each([
    ['from', { to: range.to }, m.rangeInvalid],
    ['to', { from: range.from }, m.rangeInvalid],
    ['from', { ...range, from: '' }, m.rangeInvalid],
    ['from', { ...range, from: 'hier' }, m.dateInvalid],
    ['to', { ...range, to: '2026-04-06T00:00:00' }, m.dateInvalid],
    ['typeIds.1', { ...range, typeIds: `${TYPE_ID},abc` }, 'Type de rendez-vous invalide'],
    ['statuses.0', { ...range, statuses: 'perdu' }, 'Statut invalide'],
  ])('%s in %j → %s', (field, input, expected) => {
    expect(messageOf(ZAppointmentRangeQuery, input, field)).toBe(expected);
  });
});

describe('ZWizardSchedule (spec 2 §5.2, step 2)', () => {
  const step = { appointmentTypeId: TYPE_ID, date: '2026-11-23', startTime: '09:00', durationMinutes: 45 };
  it.each([
    ['appointmentTypeId', undefined, m.wizardTypeRequired],
    ['appointmentTypeId', '', m.wizardTypeRequired],
    ['date', undefined, m.wizardDateRequired],
    ['date', '', m.wizardDateRequired],
    ['startTime', undefined, m.wizardStartRequired],
    ['startTime', '', m.wizardStartRequired],
    ['durationMinutes', 0, m.durationPositive],
    ['durationMinutes', -15, m.durationPositive],
    ['durationMinutes', '', m.durationPositive],
    ['durationMinutes', 'abc', m.durationPositive],
    ['durationMinutes', 481, m.durationHint],
    ['durationMinutes', 30.5, m.durationHint],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageOf(ZWizardSchedule, { ...step, [field]: value }, field)).toBe(expected);
  });

  it('accepts 1 and 480 minutes, typed as text too', () => {
    expect(ZWizardSchedule.parse({ ...step, durationMinutes: '1' }).durationMinutes).toBe(1);
    expect(ZWizardSchedule.parse({ ...step, durationMinutes: 480 }).durationMinutes).toBe(480);
  });
});

describe('ZQuickAppointmentType (spec 2 §5.2)', () => {
  it.each([
    ['name', undefined, m.quickTypeNameRequired],
    ['name', '  ', m.quickTypeNameRequired],
    ['name', 'x'.repeat(121), m.quickTypeNameTooLong],
    ['durationMinutes', 0, m.durationPositive],
    ['durationMinutes', 'abc', m.durationPositive],
    ['durationMinutes', 481, m.durationHint],
    ['location', 'Bureau', m.locationInvalid],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageOf(ZQuickAppointmentType, { name: 'Bilan', [field]: value }, field)).toBe(expected);
  });

  it('defaults to 45 minutes at the Cabinet', () => {
    expect(ZQuickAppointmentType.parse({ name: ' Bilan psychomoteur ' })).toEqual({ name: 'Bilan psychomoteur', durationMinutes: 45, location: 'Cabinet' });
    expect(ZQuickAppointmentType.parse({ name: 'Visite', durationMinutes: 120, location: 'Domicile' }).location).toBe('Domicile');
  });
});
