import { patientGoals } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import type { Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { goalNotFound, ownGoalWhere } from './update-goal';

/** Soft delete of one's own goal (spec 1 §4: deleted_at set). */
export async function deleteGoal(db: Database, scope: Scope, patientId: string, goalId: string): Promise<void> {
  await requirePatient(db, scope, patientId);
  const [row] = await db
    .update(patientGoals)
    .set({ deletedAt: new Date() })
    .where(ownGoalWhere(scope, patientId, goalId))
    .returning({ id: patientGoals.id });
  if (!row) throw goalNotFound();
}
