import { messages } from '@praxis/shared/messages';
import { documentMessages, type TDocumentUploadResponse } from '@praxis/shared/patients/schemas';
import { patientDocuments } from '../../db/schema';
import { fromDatabaseError, sqlStateOf } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { removeStoredFile, storeUpload, type FileDeps } from '../../lib/uploads';
import { checkDocumentFile, type DocumentUpload } from './documents-upload';
import { patientDocumentColumns, toPatientDocument } from './patient-document-row';
import { requirePatientInScope } from './patient-in-scope';

type Result = TDocumentUploadResponse['results'][number];

/** Spec 1 §7: user_{userId}/patients/{patientId}/documents/{timestamp}_{sanitized name}. */
export const patientDocumentKey = (userId: string, patientId: string, timestamp: number, name: string) =>
  `user_${userId}/patients/${patientId}/documents/${timestamp}_${name}`;

const codeOf = (err: unknown) => (err && typeof err === 'object' && 'code' in err ? String(err.code) : 'unknown');

/** Stores one accepted file then inserts its row; a failed insert removes the stored file. */
async function storeDocument(deps: FileDeps, scope: Scope, patientId: string, upload: DocumentUpload): Promise<Result> {
  const fileName = upload.displayName;
  let key: string;
  try {
    key = await storeUpload(deps.storage, upload, (timestamp) => patientDocumentKey(scope.userId, patientId, timestamp, upload.name));
  } catch (err) {
    // Storage errors name the key (and so the file): only their code is logged.
    deps.logger.error({ code: codeOf(err) }, 'patient document storage failed');
    return { fileName, success: false, error: documentMessages.uploadError(messages.http.internal) };
  }
  try {
    const [row] = await deps.db
      .insert(patientDocuments)
      .values({ ...scopeValues(scope), patientId, fileName, fileType: upload.extension, storagePath: key, mimeType: upload.contentType, sizeBytes: upload.size, source: 'manual' })
      .returning(patientDocumentColumns);
    if (!row) throw new Error('no row returned by the insert');
    return { fileName, success: true, document: toPatientDocument(row) };
  } catch (err) {
    await removeStoredFile(deps.storage, key, deps.logger);
    deps.logger.error({ sqlState: sqlStateOf(err) ?? 'none' }, 'patient document insert failed');
    return { fileName, success: false, error: documentMessages.databaseError(fromDatabaseError(err)?.message ?? messages.http.internal) };
  }
}

/**
 * POST /patients/{id}/documents: each file is checked, stored and recorded on its own, so one bad
 * file never stops the others; a file sent twice (same name and size) is refused the second time.
 */
export async function uploadPatientDocuments(deps: FileDeps, scope: Scope, patientId: string, files: readonly File[]): Promise<TDocumentUploadResponse> {
  await requirePatientInScope(deps.db, scope, patientId);
  const seen = new Set<string>();
  const results: Result[] = [];
  for (const file of files) {
    const identity = `${file.name}\u0000${file.size}`;
    if (seen.has(identity)) {
      results.push({ fileName: file.name, success: false, error: documentMessages.duplicate(file.name) });
      continue;
    }
    seen.add(identity);
    const checked = await checkDocumentFile(file);
    results.push(checked.ok ? await storeDocument(deps, scope, patientId, checked.upload) : { fileName: file.name, success: false, error: checked.error });
  }
  const successCount = results.filter((r) => r.success).length;
  return { results, successCount, failureCount: results.length - successCount };
}
