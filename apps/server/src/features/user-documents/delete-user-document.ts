import { and, eq } from 'drizzle-orm';
import { userDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { removeStoredFile, type FileDeps } from '../../lib/uploads';

/** Soft delete (is_active false), then the stored file is removed; a removal failure is only logged. */
export async function deleteUserDocument(deps: FileDeps, scope: Scope, id: string): Promise<void> {
  const [row] = await deps.db
    .update(userDocuments)
    .set({ isActive: false, signedUrl: null, signedUrlExpiresAt: null, updatedAt: new Date() })
    .where(and(ownerWhere(userDocuments, scope), eq(userDocuments.id, id), eq(userDocuments.isActive, true)))
    .returning({ storagePath: userDocuments.storagePath });
  if (!row) throw AppError.notFound();
  await removeStoredFile(deps.storage, row.storagePath, deps.logger);
}
