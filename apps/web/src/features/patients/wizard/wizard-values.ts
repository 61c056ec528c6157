import { z } from 'zod';
import { PARCOURS, type CIVILITES, type GENDERS, type TParcoursValue } from '@praxis/shared/patients/constants';
import { ZPatientFields, type TPatientFields } from '@praxis/shared/patients/schemas';

/** What the wizard's form holds: every text as typed, '' while a choice is not made. */
export type WizardValues = {
  civilite: (typeof CIVILITES)[number] | '';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: (typeof GENDERS)[number] | '';
  familyStatus: string;
  profession: string;
  schoolName: string;
  schoolLevel: string;
  schoolClass: string;
  email: string;
  phoneNumber: string;
  addressNumber: string;
  addressStreet: string;
  addressComplement: string;
  postalCode: string;
  city: string;
  consultationReasonId: string;
  prescriber: string;
  socialSecurityNumber: string;
  insurance: string;
  anamnesis: string;
  notes: string;
  parcours: TParcoursValue;
};

export type WizardField = keyof WizardValues;

/** Civilité M. and gender Masculin by default (spec 1 §3), no parcours until one is chosen. */
export const WIZARD_DEFAULTS: WizardValues = {
  civilite: 'M.',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: 'Masculin',
  familyStatus: '',
  profession: '',
  schoolName: '',
  schoolLevel: '',
  schoolClass: '',
  email: '',
  phoneNumber: '',
  addressNumber: '',
  addressStreet: '',
  addressComplement: '',
  postalCode: '',
  city: '',
  consultationReasonId: '',
  prescriber: '',
  socialSecurityNumber: '',
  insurance: '',
  anamnesis: '',
  notes: '',
  parcours: 'none',
};

/** The shared patient schema (the server parses the same) plus the parcours choice. */
export const ZWizardForm = ZPatientFields.extend({ parcours: z.enum(PARCOURS) });
export type WizardOutput = TPatientFields & { parcours: TParcoursValue };

/** The phone field keeps only digits and + (spec 1 §5). */
export function stripPhone(value: string): string {
  return value.replace(/[^\d+]/g, '');
}
