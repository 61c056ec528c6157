import type { TGoal } from '@praxis/shared/patients/schemas';

export type TGoalGroup = { key: 'active' | 'completed' | 'others'; title: string; goals: TGoal[] };

/** Spec 1 §2: active, completed, and the others (paused, cancelled); the server's order kept. */
export function groupGoals(goals: readonly TGoal[]): TGoalGroup[] {
  return [
    { key: 'active', title: 'Actifs', goals: goals.filter((g) => g.status === 'active') },
    { key: 'completed', title: 'Atteints', goals: goals.filter((g) => g.status === 'completed') },
    {
      key: 'others',
      title: 'Autres',
      goals: goals.filter((g) => g.status !== 'active' && g.status !== 'completed'),
    },
  ];
}
