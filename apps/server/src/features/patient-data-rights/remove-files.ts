import type { Logger } from '../../lib/logger';
import type { FileStorage } from '../../lib/storage';

/**
 * Removes stored files whose rows are gone (committed). A removal that fails is logged (count
 * only, never a key: keys may name a file after a patient) and left to the start-up orphan sweep
 * (lib/storage-sweep.ts), which removes files no row points at.
 */
export async function removeFilesAfterCommit(storage: FileStorage, logger: Logger, keys: readonly (string | null)[]): Promise<void> {
  let failed = 0;
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.remove(key);
    } catch {
      failed++;
    }
  }
  if (failed > 0) logger.warn({ failed }, 'fichiers non supprimés (balayage au démarrage)');
}
