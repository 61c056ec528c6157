import { goalMessages, type TGoal } from '@praxis/shared/patients/schemas';
import { isTargetDateValid } from '@praxis/shared/patients/rules';
import { patientGoals } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

export const goalColumns = {
  id: patientGoals.id,
  patientId: patientGoals.patientId,
  title: patientGoals.title,
  description: patientGoals.description,
  targetDate: patientGoals.targetDate,
  priority: patientGoals.priority,
  progressPercentage: patientGoals.progressPercentage,
  notes: patientGoals.notes,
  status: patientGoals.status,
  createdAt: patientGoals.createdAt,
};

type Row = Pick<typeof patientGoals.$inferSelect, keyof typeof goalColumns>;

export function toGoal(row: Row): TGoal {
  return {
    ...row,
    // The database CHECKs keep both within the enums.
    priority: row.priority as TGoal['priority'],
    status: row.status as TGoal['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** 422 on `field` when a target date lies before the practitioner's today (spec 1 §5). */
export function assertTargetDate(targetDate: string | null | undefined, today: string, field = 'targetDate'): void {
  if (!isTargetDateValid(targetDate, today)) {
    throw new AppError('VALIDATION', goalMessages.targetDateInPast, 422, { [field]: goalMessages.targetDateInPast });
  }
}
