import { and, eq, isNull } from 'drizzle-orm';
import { normalizeFileName } from '@praxis/shared/files/file-names';
import { DOCX_MIME, GENERATION_EVENT, PDF_MIME } from '@praxis/shared/trames/generation';
import { TRAME_SIGNED_URL_TTL_SECONDS } from '@praxis/shared/trames/schemas';
import type { TTemplateJson } from '@praxis/shared/trames/template-document';
import { trames } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { EventBus } from '../../lib/events';
import type { Executor } from '../../lib/executor';
import { removeStoredFile, storeUpload } from '../../lib/uploads';
import { templateToDocx } from './docx-export';
import { templateToPdf } from './pdf-export';

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
 * Keeps a validated template on its trame with its DOCX and PDF exports (storage layer, each
 * signed 86,400 s), in `tx` when given. The new files are stored first and removed if the row
 * cannot be written; the previous exports are removed only once the new ones are recorded, so a
 * trame never loses its files. Returns the previous files' keys for the caller to remove after
 * commit.
 */
export async function saveTemplate(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  tx: Executor,
  trame: { id: string; userId: string; name: string },
  template: TTemplateJson,
): Promise<{ previousKeys: string[]; newKeys: string[] }> {
  const [docx, pdf] = await Promise.all([templateToDocx(template), templateToPdf(template)]);
  const { name: docxName } = normalizeFileName(`${trame.name}.docx`);
  const { name: pdfName } = normalizeFileName(`${trame.name}.pdf`);
  const stored: string[] = [];
  try {
    const docxKey = await storeUpload(
      deps.storage,
      {
        bytes: docx,
        name: docxName,
        renamedFrom: null,
        contentType: DOCX_MIME,
        size: docx.byteLength,
      },
      (timestamp) => templateFileKey(trame.userId, trame.id, timestamp, docxName),
    );
    stored.push(docxKey);
    const pdfKey = await storeUpload(
      deps.storage,
      { bytes: pdf, name: pdfName, renamedFrom: null, contentType: PDF_MIME, size: pdf.byteLength },
      (timestamp) => templateFileKey(trame.userId, trame.id, timestamp, pdfName),
    );
    stored.push(pdfKey);
    const signedDocx = await deps.storage.signedUrl(docxKey, TRAME_SIGNED_URL_TTL_SECONDS);
    const signedPdf = await deps.storage.signedUrl(pdfKey, TRAME_SIGNED_URL_TTL_SECONDS);
    const [before] = await tx
      .select({ storagePath: trames.storagePath, pdfStoragePath: trames.pdfStoragePath })
      .from(trames)
      .where(eq(trames.id, trame.id))
      .for('update');
    const updated = await tx
      .update(trames)
      .set({
        templateJson: template,
        templateGeneratedAt: new Date(),
        storagePath: docxKey,
        signedUrl: signedDocx.url,
        signedUrlExpiresAt: signedDocx.expiresAt,
        attachmentBase64: null,
        mimeType: DOCX_MIME,
        sizeBytes: docx.byteLength,
        pdfStoragePath: pdfKey,
        pdfSignedUrl: signedPdf.url,
        pdfSignedUrlExpiresAt: signedPdf.expiresAt,
        pdfSizeBytes: pdf.byteLength,
        updatedAt: new Date(),
      })
      .where(and(eq(trames.id, trame.id), isNull(trames.deletedAt)))
      .returning({ id: trames.id });
    if (!updated.length) throw new Error('trame deleted during generation');
    return {
      previousKeys: [before?.storagePath, before?.pdfStoragePath].filter(
        (k): k is string => !!k && !stored.includes(k),
      ),
      newKeys: stored,
    };
  } catch (err) {
    for (const key of stored) await removeStoredFile(deps.storage, key, deps.logger);
    throw err;
  }
}
