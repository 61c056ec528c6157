import { and, eq } from 'drizzle-orm';
import { appointmentTypes, reminderTemplates } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

/**
 * Soft delete (is_active false, spec 2 §4). Its reminder rules are switched off with it: a sender
 * must never remind of a session type that no longer exists.
 */
export async function deleteAppointmentType(db: Database, scope: Scope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointmentTypes)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(ownerWhere(appointmentTypes, scope), eq(appointmentTypes.id, id), eq(appointmentTypes.isActive, true)))
      .returning({ id: appointmentTypes.id });
    if (!row) throw AppError.notFound();
    await tx
      .update(reminderTemplates)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(reminderTemplates.appointmentTypeId, row.id), eq(reminderTemplates.isActive, true)));
  });
}
