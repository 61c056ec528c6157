import { and, count, eq, isNull } from 'drizzle-orm';
import {
  exampleBatchRoom,
  TRAME_EVENTS,
  TRAME_SIGNED_URL_TTL_SECONDS,
  trameMessages,
  type TTrameExample,
} from '@praxis/shared/trames/schemas';
import { trameExamples } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { storeUpload, withStoredFile } from '../../lib/uploads';
import { exampleColumns, toExample } from './example-row';
import { lockOwnTrame, publishTrameEvent, requireReadableTrame } from './trame-row';
import { acceptExampleFile, exampleFileKey } from './trame-upload';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'events' | 'logger'>;

/**
 * One example of a batch (the web sends each file alone, so one failure keeps the others).
 * Checked, stored, then inserted pending while the trame is locked, so that concurrent uploads
 * never pass 50 examples; if the insert fails the stored file is removed.
 */
export async function addExample(
  deps: Deps,
  scope: Scope,
  trameId: string,
  file: File,
): Promise<TTrameExample> {
  await requireReadableTrame(deps.db, scope, trameId);
  const upload = await acceptExampleFile(file);
  const key = await storeUpload(deps.storage, upload, (timestamp) =>
    exampleFileKey(scope.userId, trameId, timestamp, upload.name),
  );
  const row = await withStoredFile(deps, key, trameMessages.examplesError, async () => {
    const signed = await deps.storage.signedUrl(key, TRAME_SIGNED_URL_TTL_SECONDS);
    return deps.db.transaction(async (tx) => {
      const trame = await lockOwnTrame(tx, scope, trameId);
      const [current] = await tx
        .select({ n: count() })
        .from(trameExamples)
        .where(and(eq(trameExamples.trameId, trame.id), isNull(trameExamples.deletedAt)));
      const room = exampleBatchRoom(current?.n ?? 0);
      if (room < 1)
        throw new AppError('VALIDATION', trameMessages.exampleBatchLimit(room), 422, {
          file: trameMessages.exampleBatchLimit(room),
        });
      const [inserted] = await tx
        .insert(trameExamples)
        .values({
          ...scopeValues(scope),
          trameId: trame.id,
          fileName: upload.name,
          fileType: upload.contentType,
          storagePath: key,
          signedUrl: signed.url,
          signedUrlExpiresAt: signed.expiresAt,
          mimeType: upload.contentType,
          sizeBytes: upload.size,
          fileSize: upload.size,
          status: 'pending',
        })
        .returning(exampleColumns);
      if (!inserted) throw new AppError('INTERNAL', trameMessages.examplesError);
      await publishTrameEvent(deps.events, TRAME_EVENTS.examples, scope, trame.id, tx);
      return inserted;
    });
  });
  return toExample(row, deps.storage);
}
