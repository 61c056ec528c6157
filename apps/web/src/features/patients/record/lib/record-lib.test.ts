import { describe, expect, it } from 'vitest';
import type { TGoal, TPatient } from '@praxis/shared/patients/schemas';
import { groupGoals } from './goal-groups';
import { isPatientId } from './patient-id';
import { recordTabFromParam, RECORD_TABS } from './record-tabs';
import { truncateText } from './truncate';
import { toEditValues, toPatientPatch, ZPatientEditForm } from './patient-edit-form';
import { ageLabel, agendaDay, formatCalendarDate, patientStatusBadge } from './patient-display';

describe('isPatientId', () => {
  it.each([
    ['3f6c1a52-8f0e-4b7a-9c3d-2e1f0a9b8c7d', true],
    ['3F6C1A52-8F0E-1B7A-AC3D-2E1F0A9B8C7D', true],
    ['3f6c1a52-8f0e-5b7a-bc3d-2e1f0a9b8c7d', true],
    ['3f6c1a52-8f0e-6b7a-9c3d-2e1f0a9b8c7d', false],
    ['3f6c1a52-8f0e-4b7a-7c3d-2e1f0a9b8c7d', false],
    ['00000000-0000-0000-0000-000000000000', false],
    ['pas-un-uuid', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isPatientId(value)).toBe(expected);
  });
});

describe('recordTabFromParam', () => {
  it('reads every tab and falls back to Synthèse', () => {
    for (const tab of RECORD_TABS) expect(recordTabFromParam(tab)).toBe(tab);
    expect(recordTabFromParam(null)).toBe('synthese');
    expect(recordTabFromParam('factures')).toBe('synthese');
  });
});

const goal = (id: string, status: TGoal['status']): TGoal => ({
  id,
  patientId: 'p',
  title: id,
  description: 'd',
  targetDate: null,
  priority: 'medium',
  progressPercentage: 0,
  notes: null,
  status,
  createdAt: '2026-11-01T10:00:00Z',
});

describe('groupGoals', () => {
  it('puts paused and cancelled goals under Autres, keeping the order', () => {
    const groups = groupGoals([
      goal('a', 'active'),
      goal('p', 'paused'),
      goal('c', 'completed'),
      goal('b', 'active'),
      goal('x', 'cancelled'),
    ]);
    expect(groups.map((g) => [g.title, g.goals.map((x) => x.id)])).toEqual([
      ['Actifs', ['a', 'b']],
      ['Atteints', ['c']],
      ['Autres', ['p', 'x']],
    ]);
  });
});

describe('truncateText', () => {
  it('keeps a text of 300 characters whole', () => {
    expect(truncateText('a'.repeat(300), 300)).toEqual({
      text: 'a'.repeat(300),
      isTruncated: false,
    });
  });
  it('cuts at 300 and adds an ellipsis', () => {
    const result = truncateText(`${'a'.repeat(299)} suite`, 300);
    expect(result).toEqual({ text: `${'a'.repeat(299)}…`, isTruncated: true });
  });
  it('counts an emoji as one character', () => {
    expect(truncateText('😀😀😀', 2)).toEqual({ text: '😀😀…', isTruncated: true });
  });
});

const patient: TPatient = {
  id: '3f6c1a52-8f0e-4b7a-9c3d-2e1f0a9b8c7d',
  firstName: 'Éloïse',
  lastName: 'Durand',
  dateOfBirth: '2015-03-21',
  civilite: 'Mme',
  gender: 'Féminin',
  isMajor: false,
  status: 'archivé',
  schoolName: null,
  schoolLevel: null,
  schoolClass: 'CE2',
  familyStatus: null,
  profession: null,
  email: 'eloise@exemple.fr',
  phoneNumber: null,
  addressNumber: '12',
  addressStreet: 'rue des Lilas',
  addressComplement: null,
  postalCode: '69003',
  city: 'Lyon',
  consultationReason: null,
  prescriber: null,
  socialSecurityNumber: null,
  insurance: null,
  anamnesis: null,
  notes: 'Notes',
  followupStartedAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

describe('patient edit form', () => {
  it('fills the form with text, an unknown status shown as active', () => {
    const values = toEditValues(patient);
    expect(values.status).toBe('active');
    expect(values.phoneNumber).toBe('');
    expect(values.city).toBe('Lyon');
  });

  it.each([
    ['firstName', '  ', 'Le prénom est requis'],
    ['lastName', '', 'Le nom est requis'],
    ['dateOfBirth', '', 'La date de naissance est requise'],
  ])('requires %s', (field, value, message) => {
    const result = ZPatientEditForm.safeParse({ ...toEditValues(patient), [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('trims names, clears emptied fields, leaves empty ones out and keeps an unknown status', () => {
    const values = ZPatientEditForm.parse({
      ...toEditValues(patient),
      firstName: '  Éloïse ',
      email: '',
      city: ' Villeurbanne ',
      phoneNumber: '06 12 34 56 78',
    });
    const patch = toPatientPatch(values, patient, true);
    expect(patch).toMatchObject({
      firstName: 'Éloïse',
      email: null,
      city: 'Villeurbanne',
      phoneNumber: '0612345678',
      schoolClass: 'CE2',
    });
    expect('status' in patch).toBe(false);
    expect('insurance' in patch).toBe(false);
  });

  it('leaves the school class of an adult untouched', () => {
    const values = ZPatientEditForm.parse({ ...toEditValues(patient), schoolClass: '' });
    expect('schoolClass' in toPatientPatch(values, patient, false)).toBe(false);
  });

  it('sends a changed status', () => {
    const values = ZPatientEditForm.parse({ ...toEditValues(patient), status: 'paused' });
    expect(toPatientPatch(values, patient, true).status).toBe('paused');
  });
});

describe('patient display', () => {
  it('shows a known status by its label and an unknown one as it is, styled as active', () => {
    expect(patientStatusBadge('paused')).toEqual({ label: 'En pause', tone: 'paused' });
    expect(patientStatusBadge('archivé')).toEqual({ label: 'archivé', tone: 'active' });
  });
  it('says the age in years', () => {
    expect(ageLabel('2015-11-24', '2026-11-23')).toBe('10 ans');
    expect(ageLabel('2025-11-23', '2026-11-23')).toBe('1 an');
    expect(ageLabel('2026-01-01', '2026-11-23')).toBe('0 an');
  });
  it('formats dates in French', () => {
    expect(formatCalendarDate('2015-03-21')).toBe('21/03/2015');
    expect(agendaDay('2026-11-23T09:00:00')).toBe('2026-11-23');
  });
});
