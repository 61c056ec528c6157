import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { PATIENT_STATUS_LABELS, PATIENT_STATUSES } from '@praxis/shared/patients/constants';
import { ageOn, todayIso } from '@praxis/shared/patients/rules';

/** Spec 1 §3: an unknown status is shown as it is, with the active styling. */
export function patientStatusBadge(status: string): { label: string; tone: string } {
  const known = PATIENT_STATUSES.find((s) => s === status);
  return { label: known ? PATIENT_STATUS_LABELS[known] : status, tone: known ?? 'active' };
}

export function ageLabel(dateOfBirth: string, today = todayIso()): string {
  const age = ageOn(dateOfBirth, today);
  return `${age} an${age > 1 ? 's' : ''}`;
}

/** '21/03/2015' from a calendar date 'YYYY-MM-DD'. */
export function formatCalendarDate(value: string): string {
  return format(parseISO(value), 'dd/MM/yyyy', { locale: fr });
}

/** 'lundi 23 novembre 2026 à 09:00' from an instant, in the browser's time zone. */
export function formatDateTime(value: string): string {
  return format(parseISO(value), "EEEE d MMMM yyyy 'à' HH:mm", { locale: fr });
}

/** The agenda day of an instant, for /agenda?date=YYYY-MM-DD. */
export function agendaDay(value: string): string {
  return format(parseISO(value), 'yyyy-MM-dd');
}

/** '23 novembre 2026' from an instant. */
export function formatLongDate(value: string): string {
  return format(parseISO(value), 'd MMMM yyyy', { locale: fr });
}

/** '09:45' from an instant. */
export function formatTime(value: string): string {
  return format(parseISO(value), 'HH:mm');
}
