import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TGoal } from '@praxis/shared/patients/schemas';
import { patientGoals } from '../../../db/schema';
import { scopeWhere, type Scope } from '../../../lib/scope';
import type { Executor } from '../../../lib/executor';
import { requirePatient } from '../patient-access';
import { goalColumns, toGoal } from './goal-row';

const statusRank = sql`CASE ${patientGoals.status} WHEN 'active' THEN 0 WHEN 'completed' THEN 1 WHEN 'paused' THEN 2 ELSE 3 END`;
const priorityRank = sql`CASE ${patientGoals.priority} WHEN 'urgent' THEN 3 WHEN 'high' THEN 2 WHEN 'medium' THEN 1 ELSE 0 END`;

/** Goals not deleted: by status (active, completed, paused, cancelled), priority (urgent first), newest. */
export async function findGoals(db: Executor, scope: Scope, patientId: string): Promise<TGoal[]> {
  await requirePatient(db, scope, patientId);
  const rows = await db
    .select(goalColumns)
    .from(patientGoals)
    .where(and(scopeWhere(patientGoals, scope), eq(patientGoals.patientId, patientId), isNull(patientGoals.deletedAt)))
    .orderBy(statusRank, desc(priorityRank), desc(patientGoals.createdAt), desc(patientGoals.id));
  return rows.map(toGoal);
}
