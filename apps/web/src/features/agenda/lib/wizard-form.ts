import { z } from 'zod';
import { DEFAULT_PATIENT_APPOINTMENT_TIME } from '@praxis/shared/appointments/constants';
import { ZWizardSchedule, type TAppointment, type TAppointmentInput, type TAppointmentPatch } from '@praxis/shared/appointments/schemas';
import { durationBetween, slotInstants, toDateInput, toTimeInput } from './instants';

export const WIZARD_STEPS = [
  { step: 1, label: 'Patient' },
  { step: 2, label: 'Type et horaire' },
  { step: 3, label: 'Détails' },
  { step: 4, label: 'Récapitulatif' },
] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number]['step'];

/** Step 2 fields, validated before leaving the step (spec 2 §5.2). */
export const SCHEDULE_FIELDS = [
  'appointmentTypeId',
  'date',
  'startTime',
  'durationMinutes',
] as const;

export type TWizardPatient = { id: string; firstName: string; lastName: string };

/** What the form holds: text as typed, the patient as picked (null = free slot). */
export type TWizardValues = {
  patient: TWizardPatient | null;
  appointmentTypeId: string;
  date: string;
  startTime: string;
  durationMinutes: string;
  location: string;
  /** Held by the form, never sent (spec 2 §2.2). */
  title: string;
  notes: string;
};

export const ZWizardForm = ZWizardSchedule.extend({
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  title: z.string(),
  notes: z.string(),
});
export type TWizardOutput = z.output<typeof ZWizardForm>;

export type TWizardOpening = {
  initialDate?: Date;
  initialTime?: string;
  preselectedPatient?: TWizardPatient | null;
  appointment?: TAppointment | null;
  /** Booking a waiting patient (issue 17 §3): the entry is removed with the creation. */
  waitingListEntryId?: string;
};

export function initialWizardValues(opening: TWizardOpening): TWizardValues {
  const { appointment } = opening;
  if (appointment) {
    return {
      patient: appointment.patient,
      appointmentTypeId: appointment.appointmentType.id,
      date: toDateInput(appointment.startsAt),
      startTime: toTimeInput(appointment.startsAt),
      durationMinutes: String(durationBetween(appointment.startsAt, appointment.endsAt)),
      location: appointment.location ?? '',
      title: appointment.appointmentType.name,
      notes: appointment.notes ?? '',
    };
  }
  return {
    patient: opening.preselectedPatient ?? null,
    appointmentTypeId: '',
    date: toDateInput(opening.initialDate ?? new Date()),
    startTime: opening.initialTime ?? DEFAULT_PATIENT_APPOINTMENT_TIME,
    durationMinutes: '',
    location: '',
    title: '',
    notes: '',
  };
}

/** A preselected patient or an edit skips the patient step (spec 2 §2.2). */
export function initialWizardStep(opening: TWizardOpening): TWizardStep {
  return opening.appointment || opening.preselectedPatient ? 2 : 1;
}

function slotOf(values: TWizardOutput) {
  const slot = slotInstants(values.date, values.startTime, values.durationMinutes);
  if (!slot) throw new Error('invalid schedule');
  return slot;
}

const textOrNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function toCreateInput(
  values: TWizardOutput,
  waitingListEntryId?: string,
): TAppointmentInput {
  return {
    ...(waitingListEntryId ? { waitingListEntryId } : {}),
    ...slotOf(values),
    patientId: values.patient?.id ?? null,
    appointmentTypeId: values.appointmentTypeId,
    location: textOrNull(values.location),
    notes: textOrNull(values.notes),
    status: 'scheduled',
  };
}

export function toEditPatch(values: TWizardOutput): TAppointmentPatch {
  return {
    ...slotOf(values),
    appointmentTypeId: values.appointmentTypeId,
    location: textOrNull(values.location),
    notes: textOrNull(values.notes),
  };
}
