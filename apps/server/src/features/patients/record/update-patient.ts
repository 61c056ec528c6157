import { and, eq } from 'drizzle-orm';
import { isMajorOn } from '@praxis/shared/patients/rules';
import type { TPatient, TPatientPatch } from '@praxis/shared/patients/schemas';
import { patients } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeWhere, type Scope } from '../../../lib/scope';
import { patientNotFound } from '../patient-access';
import { practitionerToday } from '../practitioner-today';
import { assertReasonUsable } from './consultation-reason-check';
import { loadPatient } from './patient-row';

type PatientChanges = Partial<typeof patients.$inferInsert>;

/** The fields the request carries: null clears an optional field, a missing key keeps it. */
function changesOf(patch: TPatientPatch): PatientChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) changes[key] = value;
  }
  return changes as PatientChanges;
}

/**
 * Edits a patient of the scope (spec 1 §5 'Patient edit'). is_major is recomputed whenever the
 * date of birth is sent. Any colleague of the organisation may edit: the spec restricts only
 * representatives and goals to their owner.
 */
export async function updatePatient(db: Database, scope: Scope, id: string, patch: TPatientPatch): Promise<TPatient> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ reasonId: patients.consultationReasonId })
      .from(patients)
      .where(and(scopeWhere(patients, scope), eq(patients.id, id)))
      .limit(1)
      .for('update');
    if (!current) throw patientNotFound();
    const changes = changesOf(patch);
    // Re-sending the reason the patient already has is fine even if it was deactivated since.
    if (patch.consultationReasonId && patch.consultationReasonId !== current.reasonId) {
      await assertReasonUsable(tx, scope, patch.consultationReasonId);
    }
    if (patch.dateOfBirth) changes.isMajor = isMajorOn(patch.dateOfBirth, await practitionerToday(tx, scope.userId));
    await tx
      .update(patients)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(scopeWhere(patients, scope), eq(patients.id, id)));
    return loadPatient(tx, scope, id);
  });
}
