import { and, eq, isNull } from 'drizzle-orm';
import { normalizeFileName } from '@praxis/shared/files/file-names';
import { DOCX_MIME, GENERATION_EVENT } from '@praxis/shared/trames/generation';
import { TRAME_SIGNED_URL_TTL_SECONDS } from '@praxis/shared/trames/schemas';
import type { TTemplateJson } from '@praxis/shared/trames/template-document';
import { trames } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { EventBus } from '../../lib/events';
import type { Executor } from '../../lib/executor';
import { removeStoredFile, storeUpload } from '../../lib/uploads';
import { templateToDocx } from './docx-export';

/** Tells the trame's readers that its generation (or its template) changed; delivered on commit. */
export function publishGenerationEvent(
  events: EventBus,
  owner: { userId: string; organizationId: string | null },
  trameId: string,
  tx?: Executor,
) {
  return events.publish(
    {
      type: GENERATION_EVENT,
      ids: [trameId],
      userId: owner.userId,
      organizationId: owner.organizationId,
      audience: 'scope',
    },
    tx,
  );
}

export const templateFileKey = (userId: string, trameId: string, timestamp: number, name: string) =>
  `user_${userId}/trames/${trameId}/template/${timestamp}_${name}`;

/**
 * Keeps a validated template on its trame with its DOCX export (storage layer, signed 86,400 s),
 * in `tx` when given. The new file is stored first and removed if the row cannot be written; the
 * previous export is removed only once the new one is recorded, so a trame never loses its file.
 * Returns the previous file's key for the caller to remove after commit.
 */
export async function saveTemplate(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  tx: Executor,
  trame: { id: string; userId: string; name: string },
  template: TTemplateJson,
): Promise<{ previousKey: string | null; newKey: string }> {
  const bytes = await templateToDocx(template);
  const { name } = normalizeFileName(`${trame.name}.docx`);
  const key = await storeUpload(
    deps.storage,
    { bytes, name, renamedFrom: null, contentType: DOCX_MIME, size: bytes.byteLength },
    (timestamp) => templateFileKey(trame.userId, trame.id, timestamp, name),
  );
  try {
    const signed = await deps.storage.signedUrl(key, TRAME_SIGNED_URL_TTL_SECONDS);
    const [before] = await tx
      .select({ storagePath: trames.storagePath })
      .from(trames)
      .where(eq(trames.id, trame.id))
      .for('update');
    const updated = await tx
      .update(trames)
      .set({
        templateJson: template,
        templateGeneratedAt: new Date(),
        storagePath: key,
        signedUrl: signed.url,
        signedUrlExpiresAt: signed.expiresAt,
        attachmentBase64: null,
        mimeType: DOCX_MIME,
        sizeBytes: bytes.byteLength,
        updatedAt: new Date(),
      })
      .where(and(eq(trames.id, trame.id), isNull(trames.deletedAt)))
      .returning({ id: trames.id });
    if (!updated.length) throw new Error('trame deleted during generation');
    return { previousKey: before?.storagePath ?? null, newKey: key };
  } catch (err) {
    await removeStoredFile(deps.storage, key, deps.logger);
    throw err;
  }
}
