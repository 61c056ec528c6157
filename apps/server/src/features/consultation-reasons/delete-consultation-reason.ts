import { and, eq } from 'drizzle-orm';
import { consultationReasons } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

/** Soft delete (is_active false): patients keep their link to the reason. */
export async function deleteConsultationReason(db: Database, scope: Scope, id: string): Promise<void> {
  const [row] = await db
    .update(consultationReasons)
    .set({ isActive: false })
    .where(and(ownerWhere(consultationReasons, scope), eq(consultationReasons.id, id), eq(consultationReasons.isActive, true)))
    .returning({ id: consultationReasons.id });
  if (!row) throw AppError.notFound();
}
