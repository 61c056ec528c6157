import type { TConversationPatient } from '@praxis/shared/assistants/schemas';
import { ageOn, todayIso } from '@praxis/shared/patients/rules';

/** Spec 3 §3 selected patient in chat. */
export type SelectedPatient = TConversationPatient;

export function patientName(p: Pick<SelectedPatient, 'civilite' | 'firstName' | 'lastName'>): string {
  return `${p.civilite} ${p.firstName} ${p.lastName}`;
}

export function ageLabel(dateOfBirth: string, today = todayIso()): string {
  const age = ageOn(dateOfBirth, today);
  return `${age} an${age > 1 ? 's' : ''}`;
}
