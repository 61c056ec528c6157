import type { z } from 'zod';
import { isMajorOn, isTargetDateValid } from '@praxis/shared/patients/rules';
import { goalMessages, patientMessages, type TPatient, type ZPatientCreateRequest } from '@praxis/shared/patients/schemas';
import { patientGoals, patientParcours, patientRepresentatives, patients } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import { scopeValues, type Scope } from '../../../lib/scope';
import { practitionerToday } from '../practitioner-today';
import { assertReasonUsable } from '../record/consultation-reason-check';
import { loadPatient } from '../record/patient-row';
import { representativeFields } from '../representatives/representative-row';
import { withOnePrimary } from './primary-representative';

export type TPatientCreate = z.output<typeof ZPatientCreateRequest>;

/** Every rule of the wizard the schema cannot judge alone (it needs today), reported at once. */
function assertWizardRules(input: TPatientCreate, today: string): void {
  const fields: Record<string, string> = {};
  if (!isMajorOn(input.patient.dateOfBirth, today) && input.representatives.length === 0) {
    fields.representatives = patientMessages.representativeRequired;
  }
  input.goals.forEach((goal, index) => {
    if (!isTargetDateValid(goal.targetDate, today)) fields[`goals.${index}.targetDate`] = goalMessages.targetDateInPast;
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, 422, fields);
}

/**
 * The wizard's "Créer le patient" (spec 1 §7 create_patient_with_relations_v2): the patient, its
 * representatives, its goals (status active) and its initial parcours in one transaction, so a
 * failure at any step leaves nothing behind.
 */
export async function createPatient(db: Database, scope: Scope, input: TPatientCreate): Promise<TPatient> {
  const today = await practitionerToday(db, scope.userId);
  assertWizardRules(input, today);
  const owner = scopeValues(scope);
  // now() is the same for every row of a transaction: explicit instants keep the wizard's order
  // (representatives: the first one stays first; goals: newest first as in the goals tab).
  const startedAt = Date.now();
  const nthInstant = (index: number) => new Date(startedAt + index);
  return db.transaction(async (tx) => {
    await assertReasonUsable(tx, scope, input.patient.consultationReasonId);
    const [created] = await tx
      .insert(patients)
      .values({ ...owner, ...input.patient, isMajor: isMajorOn(input.patient.dateOfBirth, today), status: 'active' })
      .returning({ id: patients.id });
    if (!created) throw new Error('patient insert returned no row');
    const patientId = created.id;
    if (input.representatives.length > 0) {
      await tx.insert(patientRepresentatives).values(
        withOnePrimary(input.representatives).map((rep, index) => ({
          ...owner,
          createdAt: nthInstant(index),
          patientId,
          // A client-chosen id is never kept: see createRepresentative.
          ...representativeFields(rep),
          isPrimary: rep.isPrimary,
        })),
      );
    }
    if (input.goals.length > 0) {
      await tx.insert(patientGoals).values(
        input.goals.map((goal, index) => ({
          ...owner,
          createdAt: nthInstant(index),
          patientId,
          title: goal.title,
          description: goal.description,
          targetDate: goal.targetDate ?? null,
          priority: goal.priority,
          progressPercentage: goal.progressPercentage,
          notes: goal.notes ?? null,
          status: 'active',
        })),
      );
    }
    // Stored even when 'none': the parcours history starts the day the patient is created.
    await tx.insert(patientParcours).values({ ...owner, patientId, parcours: input.parcours });
    return loadPatient(tx, scope, patientId);
  });
}
