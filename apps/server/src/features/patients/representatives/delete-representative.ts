import { and, asc, eq } from 'drizzle-orm';
import { patientRepresentatives } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { ownerWhere, scopeWhere, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { representativeNotFound } from './update-representative';

/** Deletes one's own representative; if it was primary, the oldest remaining one takes over. */
export async function deleteRepresentative(db: Database, scope: Scope, patientId: string, representativeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requirePatient(tx, scope, patientId, { lock: true });
    const [deleted] = await tx
      .delete(patientRepresentatives)
      .where(and(ownerWhere(patientRepresentatives, scope), eq(patientRepresentatives.patientId, patientId), eq(patientRepresentatives.id, representativeId)))
      .returning({ isPrimary: patientRepresentatives.isPrimary });
    if (!deleted) throw representativeNotFound();
    if (!deleted.isPrimary) return;
    const [next] = await tx
      .select({ id: patientRepresentatives.id })
      .from(patientRepresentatives)
      .where(and(scopeWhere(patientRepresentatives, scope), eq(patientRepresentatives.patientId, patientId)))
      .orderBy(asc(patientRepresentatives.createdAt), asc(patientRepresentatives.id))
      .limit(1);
    if (next) await tx.update(patientRepresentatives).set({ isPrimary: true }).where(eq(patientRepresentatives.id, next.id));
  });
}
