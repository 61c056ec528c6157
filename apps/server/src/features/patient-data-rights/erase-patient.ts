import { and, eq } from 'drizzle-orm';
import { confirmationMatches, dataRightsMessages } from '@praxis/shared/patients/data-rights';
import { assistantConversations, patientDocuments, patientExports, patients } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { patientNotFound } from '../patients/patient-access';
import { removeFilesAfterCommit } from './remove-files';

/**
 * 'Supprimer définitivement' (issue 16 §2, GDPR erasure): the patient's owner only, after typing
 * the patient's full name. One transaction deletes the patient and every row that references it
 * (children cascade; assistant conversations about the patient are deleted, not unlinked) and
 * appends one audit row 'erasure' — ids only. The stored files go after the commit.
 */
export async function erasePatient(deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>, scope: Scope, actor: AuditActor, patientId: string, confirmation: string) {
  const keys = await deps.db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(and(ownerWhere(patients, scope), eq(patients.id, patientId)))
      .limit(1)
      .for('update');
    if (!patient) throw patientNotFound();
    if (!confirmationMatches(confirmation, patient)) {
      const message = dataRightsMessages.eraseConfirmationMismatch;
      throw new AppError('VALIDATION', message, undefined, { confirmation: message });
    }
    const documents = await tx.select({ key: patientDocuments.storagePath }).from(patientDocuments).where(eq(patientDocuments.patientId, patientId));
    const exports = await tx.select({ key: patientExports.storagePath }).from(patientExports).where(eq(patientExports.patientId, patientId));
    await tx.delete(assistantConversations).where(eq(assistantConversations.patientId, patientId));
    await tx.delete(patients).where(eq(patients.id, patientId));
    await recordAudit(tx, actor, { action: 'erasure', objectType: 'patient', objectId: patientId, patientId });
    return [...documents, ...exports].map((r) => r.key);
  });
  await removeFilesAfterCommit(deps.storage, deps.logger, keys);
}
