import { SIGNED_URL_TTL_SECONDS, UPLOAD_EXTENSIONS, type TUserDocumentCreated, type TUserDocumentInput } from '@praxis/shared/settings/schemas';
import { userDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { acceptUpload, storageKeys, storeUpload, withStoredFile, type FileDeps } from '../../lib/uploads';
import { assertLinkableTrame } from './trame-link';
import { toUserDocument, userDocumentColumns } from './user-document-row';

/**
 * Checks the file, stores it under user_{id}/documents/{timestamp}_{name}, signs it for 1 hour and
 * inserts the document; a refused file stores nothing, a failed insert removes the stored file.
 */
export async function createUserDocument(deps: FileDeps, scope: Scope, input: TUserDocumentInput, file: File): Promise<TUserDocumentCreated> {
  const upload = await acceptUpload(file, UPLOAD_EXTENSIONS.userDocuments);
  await assertLinkableTrame(deps.db, scope, input.trameId);
  const key = await storeUpload(deps.storage, upload, (timestamp) => storageKeys.userDocument(scope.userId, timestamp, upload.name));
  return withStoredFile(deps, key, "Erreur lors de l'insertion du document", async () => {
    const signed = await deps.storage.signedUrl(key, SIGNED_URL_TTL_SECONDS.userDocuments);
    const [row] = await deps.db
      .insert(userDocuments)
      .values({
        ...scopeValues(scope),
        trameId: input.trameId ?? null,
        title: input.title,
        nom: input.title,
        description: input.description ?? null,
        descriptionIa: input.descriptionIa ?? null,
        tags: input.tags,
        storagePath: key,
        signedUrl: signed.url,
        signedUrlExpiresAt: signed.expiresAt,
        mimeType: upload.contentType,
        sizeBytes: upload.size,
        source: 'upload',
      })
      .returning(userDocumentColumns);
    if (!row) throw new AppError('INTERNAL', "Aucun document retourné après l'insertion");
    return { ...(await toUserDocument(row, scope.userId, deps.storage)), renamedFrom: upload.renamedFrom };
  });
}
