import { and, eq } from 'drizzle-orm';
import { knowledgeItems } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { removeStoredFile, type FileDeps } from '../../lib/uploads';

/** Deleted for good (spec 2 §4), then the stored file is removed; a removal failure is only logged. */
export async function deleteKnowledgeItem(deps: FileDeps, scope: Scope, id: string): Promise<void> {
  const [row] = await deps.db
    .delete(knowledgeItems)
    .where(and(ownerWhere(knowledgeItems, scope), eq(knowledgeItems.id, id)))
    .returning({ storagePath: knowledgeItems.storagePath });
  if (!row) throw AppError.notFound();
  await removeStoredFile(deps.storage, row.storagePath, deps.logger);
}
