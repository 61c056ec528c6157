import { describe, expect, it } from 'vitest';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import {
  editValues,
  toPatch,
  ZAppointmentEditForm,
  type TAppointmentEditValues,
} from './edit-form';

process.env.TZ = 'Europe/Paris';

const appointment: TAppointment = {
  id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  isOwn: true,
  ownerName: 'Camille Martin',
  startsAt: '2026-06-15T07:00:00.000Z',
  endsAt: '2026-06-15T07:45:00.000Z',
  status: 'scheduled',
  attendanceStatus: null,
  location: null,
  notes: null,
  sessionObjectives: null,
  seriesId: null,
  patient: null,
  appointmentType: {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Séance',
    durationMinutes: 45,
  },
  createdAt: '2026-06-01T00:00:00Z',
  updatedAt: '2026-06-01T00:00:00Z',
};

function firstMessage(values: TAppointmentEditValues, field: string): string | undefined {
  const result = ZAppointmentEditForm.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('detail edit form (spec 2 §2.3)', () => {
  const values = editValues(appointment);

  it('shows the stored times in local time', () => {
    expect(values).toMatchObject({
      date: '2026-06-15',
      startTime: '09:00',
      endTime: '09:45',
      attendanceStatus: '',
      location: '',
    });
  });

  it.each([
    ['endTime', '09:00', "L'heure de fin doit être après l'heure de début"],
    ['endTime', '08:30', "L'heure de fin doit être après l'heure de début"],
    ['endTime', '17:01', 'La durée ne peut pas dépasser 8 heures'],
    ['endTime', '', "L'heure de fin est requise"],
    ['startTime', '', "L'heure de début est requise"],
    ['date', '', 'La date est requise'],
    ['appointmentTypeId', '', 'Veuillez sélectionner un type de séance'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage({ ...values, [field]: value }, field)).toBe(message);
  });

  it('sends status, attendance and times with the summer offset', () => {
    const patch = toPatch(
      ZAppointmentEditForm.parse({
        ...values,
        status: 'completed',
        attendanceStatus: 'present',
        endTime: '10:00',
        notes: ' ok ',
      }),
    );
    expect(patch).toEqual({
      startsAt: '2026-06-15T09:00:00+02:00',
      endsAt: '2026-06-15T10:00:00+02:00',
      appointmentTypeId: appointment.appointmentType.id,
      location: null,
      status: 'completed',
      attendanceStatus: 'present',
      notes: 'ok',
    });
  });
});
