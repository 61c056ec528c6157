import { and, eq, isNull } from 'drizzle-orm';
import { TRAME_EVENTS, trameMessages } from '@praxis/shared/trames/schemas';
import { trameExamples } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { removeStoredFile } from '../../lib/uploads';
import { lockOwnTrame, publishTrameEvent } from './trame-row';

/** Spec 3 §7: deleted_at set (owner only), then the stored file removed (a failure is only logged). */
export async function deleteExample(
  deps: Pick<AppDeps, 'db' | 'storage' | 'events' | 'logger'>,
  scope: Scope,
  trameId: string,
  exampleId: string,
): Promise<void> {
  const storagePath = await deps.db.transaction(async (tx) => {
    const trame = await lockOwnTrame(tx, scope, trameId);
    const [row] = await tx
      .update(trameExamples)
      .set({ deletedAt: new Date(), signedUrl: null, signedUrlExpiresAt: null })
      .where(
        and(
          eq(trameExamples.trameId, trame.id),
          eq(trameExamples.id, exampleId),
          isNull(trameExamples.deletedAt),
        ),
      )
      .returning({ storagePath: trameExamples.storagePath });
    if (!row) throw AppError.notFound(trameMessages.exampleNotFound);
    await publishTrameEvent(deps.events, TRAME_EVENTS.examples, scope, trame.id, tx);
    return row.storagePath;
  });
  await removeStoredFile(deps.storage, storagePath, deps.logger);
}
