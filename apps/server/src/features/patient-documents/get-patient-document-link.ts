import { documentMessages, SIGNED_URL_DOWNLOAD_SECONDS, SIGNED_URL_VIEW_SECONDS } from '@praxis/shared/patients/schemas';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { fileNameOf } from '../../lib/stored-file';
import type { FileDeps } from '../../lib/uploads';
import { findPatientDocument } from './find-patient-document';

/**
 * A signed same-origin address of the document (spec 1 §7): 3600 s, inline, to view it; 60 s,
 * as an attachment under its sanitised name, to download it. A document whose file is gone
 * answers 'Document non trouvé'.
 */
export async function getPatientDocumentLink(deps: FileDeps, scope: Scope, patientId: string, documentId: string, purpose: 'view' | 'download', now = new Date()) {
  const { storagePath } = await findPatientDocument(deps.db, scope, patientId, documentId);
  if (!(await deps.storage.exists(storagePath))) throw AppError.notFound(documentMessages.notFound);
  const signed =
    purpose === 'view'
      ? await deps.storage.signedUrl(storagePath, SIGNED_URL_VIEW_SECONDS, { now })
      : await deps.storage.signedUrl(storagePath, SIGNED_URL_DOWNLOAD_SECONDS, { download: fileNameOf(storagePath), now });
  return { url: signed.url, expiresAt: signed.expiresAt.toISOString() };
}
