import type { TGoal, TGoalInput } from '@praxis/shared/patients/schemas';
import { patientGoals } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeValues, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { practitionerToday } from '../practitioner-today';
import { assertTargetDate, goalColumns, toGoal } from './goal-row';

/** A new goal is always active (spec 1 §4). */
export async function createGoal(db: Database, scope: Scope, patientId: string, input: TGoalInput): Promise<TGoal> {
  await requirePatient(db, scope, patientId);
  assertTargetDate(input.targetDate, await practitionerToday(db, scope.userId));
  const [row] = await db
    .insert(patientGoals)
    .values({
      ...scopeValues(scope),
      patientId,
      title: input.title,
      description: input.description,
      targetDate: input.targetDate ?? null,
      priority: input.priority,
      progressPercentage: input.progressPercentage,
      notes: input.notes ?? null,
      status: 'active',
    })
    .returning(goalColumns);
  if (!row) throw new Error('goal insert returned no row');
  return toGoal(row);
}
