import { and, eq } from 'drizzle-orm';
import { documentMessages } from '@praxis/shared/patients/schemas';
import { patientDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';
import type { FileDeps } from '../../lib/uploads';
import { findPatientDocument } from './find-patient-document';

/**
 * Spec 1 §4: the stored file is removed first, then the record (hard delete). A file already
 * gone does not keep the record (logged); a removal that fails keeps it, so that the user can
 * try again and no file of a deleted document stays behind.
 */
export async function deletePatientDocument(deps: FileDeps, scope: Scope, patientId: string, documentId: string): Promise<void> {
  const { storagePath } = await findPatientDocument(deps.db, scope, patientId, documentId);
  try {
    if (await deps.storage.exists(storagePath)) await deps.storage.remove(storagePath);
    else deps.logger.warn('patient document file already missing');
  } catch (err) {
    const code = err && typeof err === 'object' && 'code' in err ? String(err.code) : 'unknown';
    deps.logger.error({ code }, 'patient document file removal failed');
    throw new AppError('INTERNAL', documentMessages.deleteFailed);
  }
  await deps.db
    .delete(patientDocuments)
    .where(and(scopeWhere(patientDocuments, scope), eq(patientDocuments.patientId, patientId), eq(patientDocuments.id, documentId)));
}
