import { z } from 'zod';
import { APPOINTMENT_STATUSES, ATTENDANCE_STATUSES, DURATION_MAX, appointmentMessages } from '@praxis/shared/appointments/constants';
import type { TAppointment, TAppointmentPatch } from '@praxis/shared/appointments/schemas';
import { rangeInstants, toDateInput, toTimeInput } from './instants';

export const END_TIME_REQUIRED = "L'heure de fin est requise";

/** The detail dialog's edit form (spec 2 §2.3): one day, a start and an end time. */
export const ZAppointmentEditForm = z
  .object({
    appointmentTypeId: z.string().min(1, appointmentMessages.wizardTypeRequired),
    date: z.string().min(1, appointmentMessages.wizardDateRequired),
    startTime: z.string().min(1, appointmentMessages.wizardStartRequired),
    endTime: z.string().min(1, END_TIME_REQUIRED),
    location: z.string(),
    status: z.enum(APPOINTMENT_STATUSES),
    attendanceStatus: z.union([z.literal(''), z.enum(ATTENDANCE_STATUSES)]),
    notes: z.string(),
  })
  .superRefine((v, ctx) => {
    const slot = rangeInstants(v.date, v.startTime, v.endTime);
    if (!slot) return;
    const minutes = (Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000;
    if (minutes <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: appointmentMessages.endAfterStart,
      });
    else if (minutes > DURATION_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: appointmentMessages.durationTooLong,
      });
  });
export type TAppointmentEditValues = z.input<typeof ZAppointmentEditForm>;
export type TAppointmentEditOutput = z.output<typeof ZAppointmentEditForm>;

export function editValues(appointment: TAppointment): TAppointmentEditValues {
  return {
    appointmentTypeId: appointment.appointmentType.id,
    date: toDateInput(appointment.startsAt),
    startTime: toTimeInput(appointment.startsAt),
    endTime: toTimeInput(appointment.endsAt),
    location: appointment.location ?? '',
    status: appointment.status,
    attendanceStatus: appointment.attendanceStatus ?? '',
    notes: appointment.notes ?? '',
  };
}

export function toPatch(values: TAppointmentEditOutput): TAppointmentPatch {
  const slot = rangeInstants(values.date, values.startTime, values.endTime);
  if (!slot) throw new Error('invalid times');
  return {
    ...slot,
    appointmentTypeId: values.appointmentTypeId,
    location: values.location.trim() || null,
    status: values.status,
    attendanceStatus: values.attendanceStatus || null,
    notes: values.notes.trim() || null,
  };
}
