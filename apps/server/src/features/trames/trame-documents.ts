import { and, asc, eq, or } from 'drizzle-orm';
import {
  documentTitleOf,
  effectiveTrameSearch,
  TRAME_EVENTS,
  TRAME_SIGNED_URL_TTL_SECONDS,
  trameMessages,
  type TTrameDocument,
  type ZTrameDocumentFields,
  type ZTrameDocumentPatch,
} from '@praxis/shared/trames/schemas';
import type { z } from 'zod';
import { trameDocuments } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { containsText } from '../../lib/search';
import { removeStoredFile, storeUpload, withStoredFile } from '../../lib/uploads';
import { documentColumns, selectDocuments, toDocument } from './document-row';
import { lockOwnTrame, publishTrameEvent, requireReadableTrame } from './trame-row';
import { acceptDocumentFile, documentFileKey } from './trame-upload';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'events' | 'logger'>;

/** Supplementary documents of a readable trame, oldest first, searched from 2 characters (title, name, description). */
export async function findTrameDocuments(
  deps: Deps,
  scope: Scope,
  trameId: string,
  search: string | undefined,
): Promise<{ items: TTrameDocument[]; total: number }> {
  const trame = await requireReadableTrame(deps.db, scope, trameId);
  const term = effectiveTrameSearch(search);
  const rows = await selectDocuments(deps.db)
    .where(
      and(
        eq(trameDocuments.trameId, trame.id),
        term
          ? or(
              containsText(trameDocuments.title, term),
              containsText(trameDocuments.nom, term),
              containsText(trameDocuments.description, term),
            )
          : undefined,
      ),
    )
    .orderBy(asc(trameDocuments.createdAt), asc(trameDocuments.id));
  const now = new Date();
  const items = await Promise.all(rows.map((row) => toDocument(row, deps.storage, now)));
  return { items, total: items.length };
}

/**
 * Spec 3 §5: a file is required; the title falls back to the alternative name, then the file name
 * (the dialog asks for one of the two: 'Veuillez saisir au moins un titre').
 */
export async function addTrameDocument(
  deps: Deps,
  scope: Scope,
  trameId: string,
  fields: z.output<typeof ZTrameDocumentFields>,
  file: File,
): Promise<TTrameDocument> {
  await requireReadableTrame(deps.db, scope, trameId);
  const upload = await acceptDocumentFile(file);
  const title = documentTitleOf(fields) ?? upload.name;
  const key = await storeUpload(deps.storage, upload, (timestamp) =>
    documentFileKey(scope.userId, trameId, timestamp, upload.name),
  );
  const row = await withStoredFile(deps, key, trameMessages.documentAddFailed, async () => {
    const signed = await deps.storage.signedUrl(key, TRAME_SIGNED_URL_TTL_SECONDS);
    return deps.db.transaction(async (tx) => {
      const trame = await lockOwnTrame(tx, scope, trameId);
      const [inserted] = await tx
        .insert(trameDocuments)
        .values({
          ...scopeValues(scope),
          trameId: trame.id,
          title: title.slice(0, 255),
          nom: fields.nom ?? null,
          description: fields.description ?? null,
          descriptionIa: fields.descriptionIa ?? null,
          fileName: upload.name,
          fileType: upload.contentType,
          storagePath: key,
          signedUrl: signed.url,
          signedUrlExpiresAt: signed.expiresAt,
          mimeType: upload.contentType,
          sizeBytes: upload.size,
        })
        .returning(documentColumns);
      if (!inserted) throw new AppError('INTERNAL', trameMessages.documentAddFailed);
      await publishTrameEvent(deps.events, TRAME_EVENTS.documents, scope, trame.id, tx);
      return inserted;
    });
  });
  return toDocument(row, deps.storage);
}

export async function updateTrameDocument(
  deps: Deps,
  scope: Scope,
  trameId: string,
  documentId: string,
  patch: z.output<typeof ZTrameDocumentPatch>,
): Promise<TTrameDocument> {
  const row = await deps.db.transaction(async (tx) => {
    const trame = await lockOwnTrame(tx, scope, trameId);
    const [updated] = await tx
      .update(trameDocuments)
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.nom !== undefined ? { nom: patch.nom } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.descriptionIa !== undefined ? { descriptionIa: patch.descriptionIa } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(trameDocuments.trameId, trame.id), eq(trameDocuments.id, documentId)))
      .returning(documentColumns);
    if (!updated) throw AppError.notFound(trameMessages.documentNotFound);
    await publishTrameEvent(deps.events, TRAME_EVENTS.documents, scope, trame.id, tx);
    return updated;
  });
  return toDocument(row, deps.storage);
}

/** The record goes, then its file (a removal failure is only logged). */
export async function deleteTrameDocument(
  deps: Deps,
  scope: Scope,
  trameId: string,
  documentId: string,
): Promise<void> {
  const storagePath = await deps.db.transaction(async (tx) => {
    const trame = await lockOwnTrame(tx, scope, trameId);
    const [row] = await tx
      .delete(trameDocuments)
      .where(and(eq(trameDocuments.trameId, trame.id), eq(trameDocuments.id, documentId)))
      .returning({ storagePath: trameDocuments.storagePath });
    if (!row) throw AppError.notFound(trameMessages.documentNotFound);
    await publishTrameEvent(deps.events, TRAME_EVENTS.documents, scope, trame.id, tx);
    return row.storagePath;
  });
  await removeStoredFile(deps.storage, storagePath, deps.logger);
}
