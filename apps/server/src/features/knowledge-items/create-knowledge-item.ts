import { randomUUID } from 'node:crypto';
import { SIGNED_URL_TTL_SECONDS, UPLOAD_EXTENSIONS, type TKnowledgeItemCreated, type TKnowledgeItemInput } from '@praxis/shared/settings/schemas';
import { knowledgeItems } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { acceptUpload, storageKeys, storeUpload, withStoredFile, type FileDeps } from '../../lib/uploads';
import { knowledgeItemColumns, toKnowledgeItem } from './knowledge-item-row';

/**
 * Checks the file (required: 'Veuillez sélectionner un fichier'), stores it under
 * user_{id}/knowledge_items/{item id}/{timestamp}_{name}, signs it for 24 hours and inserts the item;
 * a failed insert removes the stored file.
 */
export async function createKnowledgeItem(deps: FileDeps, scope: Scope, input: TKnowledgeItemInput, file: File): Promise<TKnowledgeItemCreated> {
  const upload = await acceptUpload(file, UPLOAD_EXTENSIONS.knowledgeItems);
  const id = randomUUID();
  const key = await storeUpload(deps.storage, upload, (timestamp) => storageKeys.knowledgeItem(scope.userId, id, timestamp, upload.name));
  return withStoredFile(deps, key, 'Erreur lors de la création', async () => {
    const signed = await deps.storage.signedUrl(key, SIGNED_URL_TTL_SECONDS.knowledgeItems);
    const [row] = await deps.db
      .insert(knowledgeItems)
      .values({
        id,
        ...scopeValues(scope),
        title: input.title,
        kind: input.kind,
        description: input.description ?? null,
        aiBrief: input.aiBrief ?? null,
        tags: input.tags,
        storagePath: key,
        signedUrl: signed.url,
        signedUrlExpiresAt: signed.expiresAt,
        mimeType: upload.contentType,
        sizeBytes: upload.size,
      })
      .returning(knowledgeItemColumns);
    if (!row) throw new AppError('INTERNAL', 'Erreur lors de la création');
    return { ...(await toKnowledgeItem(row, scope.userId, deps.storage)), renamedFrom: upload.renamedFrom };
  });
}
