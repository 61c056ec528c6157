import { PATIENT_STATUSES } from '@praxis/shared/patients/constants';
import { ZPatientFields, type TPatient, type TPatientFields, type TPatientPatch } from '@praxis/shared/patients/schemas';
import { z } from 'zod';

/** The fields of the record's edit dialog, all held as text by the form. */
export const EDIT_TEXT_FIELDS = [
  'familyStatus',
  'profession',
  'schoolName',
  'schoolLevel',
  'schoolClass',
  'email',
  'phoneNumber',
  'addressNumber',
  'addressStreet',
  'addressComplement',
  'postalCode',
  'city',
  'prescriber',
  'socialSecurityNumber',
  'insurance',
  'anamnesis',
  'notes',
  'followupStartedAt',
] as const;
type TEditTextField = (typeof EDIT_TEXT_FIELDS)[number];

export type TPatientEditValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  civilite: string;
  gender: string;
  status: string;
} & Record<TEditTextField, string>;

/**
 * Spec 1 §5 'Patient edit': the same rules as the wizard (names, date of birth, e-mail, phone,
 * SSN, prescriber), with the status the record shows. The consultation reason has its own card.
 */
export const ZPatientEditForm = ZPatientFields.omit({ consultationReasonId: true }).extend({
  status: z.enum(PATIENT_STATUSES, { error: 'Statut invalide' }),
});
export type TPatientEditOutput = z.output<typeof ZPatientEditForm>;

/** A status outside the known ones (spec 1 §3) is shown as 'active' in the form. */
function knownStatus(status: string): string {
  return PATIENT_STATUSES.find((s) => s === status) ?? 'active';
}

export function toEditValues(patient: TPatient): TPatientEditValues {
  const text = Object.fromEntries(
    EDIT_TEXT_FIELDS.map((field) => [field, patient[field] ?? '']),
  ) as Record<TEditTextField, string>;
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    civilite: patient.civilite,
    gender: patient.gender,
    status: knownStatus(patient.status),
    ...text,
  };
}

/**
 * The PATCH body: names trimmed by the schema; an emptied optional field that held a value is
 * sent as null (cleared), one that was already empty is left out (spec 1 §5: absent).
 */
export function toPatientPatch(
  values: TPatientEditOutput,
  patient: TPatient,
  isMinor: boolean,
): TPatientPatch {
  const patch: TPatientPatch = {
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    civilite: values.civilite,
    gender: values.gender,
  };
  if (values.status !== knownStatus(patient.status)) patch.status = values.status;
  const output: Partial<TPatientFields> = values;
  for (const field of EDIT_TEXT_FIELDS) {
    // The class is only asked for minors; an adult's stored class is left as it is.
    if (field === 'schoolClass' && !isMinor) continue;
    const value = output[field];
    if (value !== undefined) Object.assign(patch, { [field]: value });
    else if (patient[field] !== null && patient[field] !== '')
      Object.assign(patch, { [field]: null });
  }
  return patch;
}
