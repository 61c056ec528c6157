import { describe, expect, it } from 'vitest';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import {
  initialWizardStep,
  initialWizardValues,
  toCreateInput,
  toEditPatch,
  ZWizardForm,
  type TWizardValues,
} from './wizard-form';

process.env.TZ = 'Europe/Paris';

const patient = {
  id: '0b8f0c1e-3b5c-4c1a-9d7e-1f2a3b4c5d6e',
  firstName: 'Léa',
  lastName: 'Bernard',
};
const appointment: TAppointment = {
  id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  isOwn: true,
  ownerName: 'Camille Martin',
  startsAt: '2026-11-23T08:00:00.000Z',
  endsAt: '2026-11-23T08:45:00.000Z',
  status: 'scheduled',
  attendanceStatus: null,
  location: 'Cabinet',
  notes: 'Apporter le bilan',
  sessionObjectives: null,
  seriesId: null,
  patient,
  appointmentType: {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Séance',
    durationMinutes: 45,
  },
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const valid: TWizardValues = {
  patient,
  appointmentTypeId: appointment.appointmentType.id,
  date: '2026-11-23',
  startTime: '09:00',
  durationMinutes: '45',
  location: ' Domicile ',
  title: 'Bilan',
  notes: '  ',
};

function messages(values: TWizardValues): Record<string, string | undefined> {
  const result = ZWizardForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('opening the wizard', () => {
  it('a new appointment starts at step 1 with the date and time given', () => {
    const opening = { initialDate: new Date('2026-11-25T10:00:00'), initialTime: '14:30' };
    expect(initialWizardStep(opening)).toBe(1);
    expect(initialWizardValues(opening)).toMatchObject({
      patient: null,
      date: '2026-11-25',
      startTime: '14:30',
      durationMinutes: '',
    });
  });

  it('without a time, 09:00', () => {
    expect(initialWizardValues({ initialDate: new Date('2026-11-25T00:00:00') }).startTime).toBe(
      '09:00',
    );
  });

  it('a preselected patient starts at step 2 (spec 2 §2.2)', () => {
    expect(initialWizardStep({ preselectedPatient: patient })).toBe(2);
    expect(initialWizardValues({ preselectedPatient: patient }).patient).toEqual(patient);
  });

  it('editing starts at step 2 with the stored values in local time', () => {
    expect(initialWizardStep({ appointment })).toBe(2);
    expect(initialWizardValues({ appointment })).toEqual({
      patient,
      appointmentTypeId: appointment.appointmentType.id,
      date: '2026-11-23',
      startTime: '09:00',
      durationMinutes: '45',
      location: 'Cabinet',
      title: 'Séance',
      notes: 'Apporter le bilan',
    });
  });
});

describe('step 2 messages (spec 2 §5.2)', () => {
  it.each([
    ['appointmentTypeId', '', 'Veuillez sélectionner un type de séance'],
    ['date', '', 'La date est requise'],
    ['startTime', '', "L'heure de début est requise"],
    ['durationMinutes', '0', 'La durée doit être positive'],
    ['durationMinutes', '-3', 'La durée doit être positive'],
    ['durationMinutes', '481', 'Entre 1 et 480 minutes (8 heures maximum)'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('a complete schedule passes', () => {
    expect(messages(valid)).toEqual({});
  });
});

describe('what is sent', () => {
  it('creation: instants with offset, trimmed texts, empty notes as null, status scheduled; the title stays behind', () => {
    const input = toCreateInput(ZWizardForm.parse(valid));
    expect(input).toEqual({
      startsAt: '2026-11-23T09:00:00+01:00',
      endsAt: '2026-11-23T09:45:00+01:00',
      patientId: patient.id,
      appointmentTypeId: appointment.appointmentType.id,
      location: 'Domicile',
      notes: null,
      status: 'scheduled',
    });
  });

  it('a free slot sends no patient', () => {
    expect(toCreateInput(ZWizardForm.parse({ ...valid, patient: null })).patientId).toBeNull();
  });

  it('booking a waiting patient sends the waiting-list entry, and only then', () => {
    const entryId = '6f1c2b1e-5d4a-4c3b-9a8f-7e6d5c4b3a21';
    expect(toCreateInput(ZWizardForm.parse(valid), entryId).waitingListEntryId).toBe(entryId);
    expect(toCreateInput(ZWizardForm.parse(valid))).not.toHaveProperty('waitingListEntryId');
  });

  it('editing never sends the patient', () => {
    const patch = toEditPatch(ZWizardForm.parse({ ...valid, durationMinutes: '60' }));
    expect(patch).not.toHaveProperty('patientId');
    expect(patch.endsAt).toBe('2026-11-23T10:00:00+01:00');
  });
});
