import { Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { goalMessages } from '@praxis/shared/patients/constants';
import type { TGoal, TGoalInput } from '@praxis/shared/patients/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { serverMessage } from '@/lib/server-errors';
import { useCreateGoal, useDeleteGoal, useGoals, useUpdateGoal } from '../../../api/goals';
import { GoalFormDialog } from '../../../components/goal-form-dialog';
import { groupGoals } from '../../lib/goal-groups';
import { GoalItem } from './goal-item';

const GOAL_DELETE_FAILED = 'Erreur lors de la suppression de l’objectif';

type Editing = { mode: 'add' } | { mode: 'edit'; goal: TGoal } | null;

function toInput(goal: TGoal): TGoalInput & { id: string } {
  return {
    id: goal.id,
    title: goal.title,
    description: goal.description,
    targetDate: goal.targetDate,
    priority: goal.priority,
    progressPercentage: goal.progressPercentage,
    notes: goal.notes ?? undefined,
    status: goal.status,
  };
}

/** Spec 1 §2: goals grouped as active, completed and others; create, edit, delete. */
export function GoalsTab({ patientId }: { patientId: string }) {
  const query = useGoals(patientId);
  const create = useCreateGoal(patientId);
  const update = useUpdateGoal(patientId);
  const remove = useDeleteGoal(patientId);
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteConfirmation<TGoal>(remove, {
    deleted: goalMessages.deleted,
    deleteFailed: GOAL_DELETE_FAILED,
  });

  const onSubmit = async (values: TGoalInput) => {
    try {
      if (editing?.mode === 'edit') {
        await update.mutateAsync({ id: editing.goal.id, patch: values });
        toast.success(goalMessages.updated);
      } else {
        await create.mutateAsync(values);
        toast.success(goalMessages.created);
      }
    } catch (error) {
      toast.error(serverMessage(error) ?? goalMessages.saveFailed);
      throw error;
    }
  };

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden="true" />
      Nouvel objectif
    </Button>
  );

  let content;
  if (query.isPending) content = <ListSkeleton label="Chargement des objectifs" />;
  else if (query.isError) {
    content = <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={Target}
        title="Aucun objectif défini"
        description="Fixez un objectif thérapeutique pour suivre la progression du patient."
      />
    );
  } else {
    content = groupGoals(query.data.items)
      .filter((group) => group.goals.length > 0)
      .map((group) => (
        <section key={group.key} aria-labelledby={`goals-${group.key}`} className="grid gap-2">
          <h3 id={`goals-${group.key}`} className="text-sm font-semibold text-muted-foreground">
            {group.title} ({group.goals.length})
          </h3>
          <ul aria-label={`Objectifs ${group.title.toLowerCase()}`} className="grid gap-2">
            {group.goals.map((goal) => (
              <GoalItem
                key={goal.id}
                goal={goal}
                onEdit={() => setEditing({ mode: 'edit', goal })}
                onDelete={() => deletion.ask(goal)}
              />
            ))}
          </ul>
        </section>
      ));
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">Objectifs thérapeutiques</h3>
        {addButton}
      </div>
      {content}
      <GoalFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        goal={editing?.mode === 'edit' ? toInput(editing.goal) : null}
        onSubmit={onSubmit}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer l’objectif"
        description={deletion.target ? goalMessages.deleteConfirm(deletion.target.title) : ''}
      />
    </div>
  );
}
