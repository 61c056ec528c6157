import { and, eq } from 'drizzle-orm';
import { testMessages, TEST_SIGNED_URL_TTL_SECONDS, type TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { testDefinitions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { removeStoredFile, storeUpload, withStoredFile, type FileDeps } from '../../lib/uploads';
import { ownTestWhere, testColumns, toTests } from './test-row';
import { acceptTestFile, testFileKey } from './test-upload';

/**
 * Attaches or replaces the file of an own test (spec 3 §7): the new file is stored under a new
 * key (never overwriting), signed 7 days and recorded; the old file is removed once the row points
 * at the new one. If the update fails, the new file is removed and the old one kept.
 */
export async function attachTestFile(deps: FileDeps, scope: Scope, id: string, file: File): Promise<TTestDefinition> {
  const own = and(ownTestWhere(scope), eq(testDefinitions.id, id));
  const [exists] = await deps.db.select({ id: testDefinitions.id }).from(testDefinitions).where(own).limit(1);
  if (!exists) throw AppError.notFound(testMessages.notFound);
  const upload = await acceptTestFile(file);
  const key = await storeUpload(deps.storage, upload, (timestamp) => testFileKey(scope.userId, timestamp, upload.name));
  const { row, oldPath } = await withStoredFile(deps, key, testMessages.updateFailed, async () => {
    const signed = await deps.storage.signedUrl(key, TEST_SIGNED_URL_TTL_SECONDS);
    return deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ storagePath: testDefinitions.storagePath }).from(testDefinitions).where(own).for('update');
      if (!current) throw AppError.notFound(testMessages.notFound);
      const [updated] = await tx
        .update(testDefinitions)
        .set({
          storagePath: key,
          signedUrl: signed.url,
          signedUrlExpiresAt: signed.expiresAt,
          attachmentBase64: null,
          mimeType: upload.contentType,
          sizeBytes: upload.size,
          attachments: { filename: upload.name },
          updatedAt: new Date(),
        })
        .where(own)
        .returning(testColumns(scope));
      if (!updated) throw AppError.notFound(testMessages.notFound);
      return { row: updated, oldPath: current.storagePath };
    });
  });
  if (oldPath && oldPath !== key) await removeStoredFile(deps.storage, oldPath, deps.logger);
  const [test] = await toTests(deps, scope, [row]);
  if (!test) throw AppError.notFound(testMessages.notFound);
  return test;
}
