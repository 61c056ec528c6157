import { type GOAL_PRIORITIES, type GOAL_STATUSES, goalMessages } from '@praxis/shared/patients/constants';
import { ZGoalInput, type TGoalInput } from '@praxis/shared/patients/schemas';
import { defaultGoalTargetDate, isTargetDateValid } from '@praxis/shared/patients/rules';

/** What the goal form holds: text as typed (progress too, until it is parsed). */
export type GoalFormValues = {
  title: string;
  description: string;
  targetDate: string;
  priority: (typeof GOAL_PRIORITIES)[number];
  progressPercentage: string;
  notes: string;
  /** Edit only: a new goal is created active. */
  status?: (typeof GOAL_STATUSES)[number];
};

export const GOAL_FIELDS = [
  'title',
  'description',
  'targetDate',
  'priority',
  'progressPercentage',
  'notes',
  'status',
] as const satisfies readonly (keyof GoalFormValues)[];

/** A new goal: target date three months from today, priority medium, progress 0 (spec 1 §5). */
export function goalFormValues(goal: TGoalInput | null | undefined, today: string): GoalFormValues {
  if (!goal) {
    return {
      title: '',
      description: '',
      targetDate: defaultGoalTargetDate(today),
      priority: 'medium',
      progressPercentage: '0',
      notes: '',
    };
  }
  return {
    title: goal.title,
    description: goal.description,
    targetDate: goal.targetDate ?? '',
    priority: goal.priority,
    progressPercentage: String(goal.progressPercentage),
    notes: goal.notes ?? '',
    status: goal.status ?? 'active',
  };
}

/**
 * The shared goal schema plus 'not before today' (the browser's today). A goal being edited may
 * keep the target date it already has, even once passed: otherwise no passed goal could be
 * edited, not even to mark it completed.
 */
export function goalFormSchema(today: string, keptTargetDate?: string | null) {
  return ZGoalInput.superRefine((goal, ctx) => {
    if (goal.targetDate && goal.targetDate === keptTargetDate) return;
    if (!isTargetDateValid(goal.targetDate, today)) {
      ctx.addIssue({
        code: 'custom',
        path: ['targetDate'],
        message: goalMessages.targetDateInPast,
      });
    }
  });
}
