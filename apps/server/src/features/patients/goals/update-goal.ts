import { and, eq, isNull } from 'drizzle-orm';
import { patientApiMessages, type TGoal, type TGoalPatch } from '@praxis/shared/patients/schemas';
import { patientGoals } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import { ownerWhere, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { practitionerToday } from '../practitioner-today';
import { assertTargetDate, goalColumns, toGoal } from './goal-row';

export const goalNotFound = () => AppError.notFound(patientApiMessages.goalNotFound);

export function ownGoalWhere(scope: Scope, patientId: string, goalId: string) {
  return and(ownerWhere(patientGoals, scope), eq(patientGoals.patientId, patientId), eq(patientGoals.id, goalId), isNull(patientGoals.deletedAt));
}

/**
 * Edits one's own goal (spec 1 §7: by id and user_id), any field including its status. A target
 * date already passed may stay; only a new one is checked against today.
 */
export async function updateGoal(db: Database, scope: Scope, patientId: string, goalId: string, patch: TGoalPatch): Promise<TGoal> {
  await requirePatient(db, scope, patientId);
  const [current] = await db.select({ targetDate: patientGoals.targetDate }).from(patientGoals).where(ownGoalWhere(scope, patientId, goalId)).limit(1);
  if (!current) throw goalNotFound();
  if (patch.targetDate && patch.targetDate !== current.targetDate) assertTargetDate(patch.targetDate, await practitionerToday(db, scope.userId));
  const changes: Partial<typeof patientGoals.$inferInsert> = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.targetDate !== undefined) changes.targetDate = patch.targetDate;
  if (patch.priority !== undefined) changes.priority = patch.priority;
  if (patch.progressPercentage !== undefined) changes.progressPercentage = patch.progressPercentage;
  if (patch.notes !== undefined) changes.notes = patch.notes;
  if (patch.status !== undefined) changes.status = patch.status;
  const [row] = await db
    .update(patientGoals)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownGoalWhere(scope, patientId, goalId))
    .returning(goalColumns);
  if (!row) throw goalNotFound();
  return toGoal(row);
}
