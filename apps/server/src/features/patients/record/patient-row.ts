import { and, eq } from 'drizzle-orm';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { consultationReasons, patients } from '../../../db/schema';
import { scopeWhere, type Scope } from '../../../lib/scope';
import type { Executor } from '../../../lib/executor';
import { patientNotFound } from '../patient-access';

/** The columns a patient answers with (explicit: health data is never spread from a row). */
const patientColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  dateOfBirth: patients.dateOfBirth,
  civilite: patients.civilite,
  gender: patients.gender,
  isMajor: patients.isMajor,
  status: patients.status,
  schoolName: patients.schoolName,
  schoolLevel: patients.schoolLevel,
  schoolClass: patients.schoolClass,
  familyStatus: patients.familyStatus,
  profession: patients.profession,
  email: patients.email,
  phoneNumber: patients.phoneNumber,
  addressNumber: patients.addressNumber,
  addressStreet: patients.addressStreet,
  addressComplement: patients.addressComplement,
  postalCode: patients.postalCode,
  city: patients.city,
  prescriber: patients.prescriber,
  socialSecurityNumber: patients.socialSecurityNumber,
  insurance: patients.insurance,
  anamnesis: patients.anamnesis,
  notes: patients.notes,
  followupStartedAt: patients.followupStartedAt,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
  reasonId: consultationReasons.id,
  reasonLabel: consultationReasons.label,
};

/**
 * One patient of the scope with its consultation reason (kept even when the reason was
 * deactivated since: the patient's file still names it). Unknown → 404 'Patient non trouvé'.
 */
export async function loadPatient(db: Executor, scope: Scope, id: string): Promise<TPatient> {
  const [row] = await db
    .select(patientColumns)
    .from(patients)
    .leftJoin(consultationReasons, eq(consultationReasons.id, patients.consultationReasonId))
    .where(and(scopeWhere(patients, scope), eq(patients.id, id)))
    .limit(1);
  if (!row) throw patientNotFound();
  const { reasonId, reasonLabel, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    consultationReason: reasonId && reasonLabel !== null ? { id: reasonId, label: reasonLabel } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
