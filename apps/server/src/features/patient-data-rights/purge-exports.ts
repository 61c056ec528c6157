import { lte } from 'drizzle-orm';
import { patientExports } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import { removeFilesAfterCommit } from './remove-files';

/** Expired exports: their rows go, then their ZIPs (the start-up sweep is the backstop). */
export async function purgeExpiredExports(deps: Pick<AppDeps, 'db' | 'storage'>, logger: Logger, now = new Date()): Promise<number> {
  const removed = await deps.db
    .delete(patientExports)
    .where(lte(patientExports.expiresAt, now))
    .returning({ storagePath: patientExports.storagePath });
  await removeFilesAfterCommit(deps.storage, logger, removed.map((r) => r.storagePath));
  return removed.length;
}
