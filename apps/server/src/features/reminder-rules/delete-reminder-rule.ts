import { and, eq } from 'drizzle-orm';
import { reminderTemplates } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

/** Soft delete (is_active false): the type and channel are free for a new rule. */
export async function deleteReminderRule(db: Database, scope: Scope, id: string): Promise<void> {
  const [row] = await db
    .update(reminderTemplates)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(ownerWhere(reminderTemplates, scope), eq(reminderTemplates.id, id), eq(reminderTemplates.isActive, true)))
    .returning({ id: reminderTemplates.id });
  if (!row) throw AppError.notFound();
}
