import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { appointmentMessages } from '@praxis/shared/appointments/constants';
import type { TAppointment } from '@praxis/shared/appointments/schemas';

type TPatientName = { firstName: string; lastName: string };

export function patientName(patient: TPatientName): string {
  return `${patient.firstName} ${patient.lastName}`;
}

/** Spec 2 §8: 'Rendez-vous créé pour {name} le {date} à {time}' or 'Créneau libre créé le …'. */
export function createdToast(startsAt: string, patient: TPatientName | null | undefined): string {
  const start = new Date(startsAt);
  const date = format(start, 'dd/MM/yyyy');
  const time = format(start, 'HH:mm');
  return patient
    ? appointmentMessages.created(patientName(patient), date, time)
    : appointmentMessages.freeSlotCreated(date, time);
}

/** 'lundi 23 novembre 2026' */
export function longDate(value: Date | string): string {
  return format(new Date(value), 'EEEE d MMMM yyyy', { locale: fr });
}

/** '09:00 - 09:45' */
export function timeRange(startsAt: string, endsAt: string): string {
  return `${format(new Date(startsAt), 'HH:mm')} - ${format(new Date(endsAt), 'HH:mm')}`;
}

export const FREE_SLOT_LABEL = 'Créneau libre';

export function appointmentPatientLabel(appointment: Pick<TAppointment, 'patient'>): string {
  return appointment.patient ? patientName(appointment.patient) : FREE_SLOT_LABEL;
}
