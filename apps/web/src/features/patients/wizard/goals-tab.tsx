import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { CalendarDays, Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { GOAL_PRIORITY_LABELS, goalMessages } from '@praxis/shared/patients/constants';
import type { TGoalInput } from '@praxis/shared/patients/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ItemActions } from '@/components/item-actions';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { GoalFormDialog } from '../components/goal-form-dialog';
import { newLocalId, type LocalItem } from './local-items';
import type { NewPatientWizard } from './use-new-patient-wizard';

type LocalGoal = LocalItem<TGoalInput>;

/** 'Objectifs thérapeutiques': goals kept here and sent with the creation (spec 1 §2). */
export function GoalsTab({ wizard }: { wizard: NewPatientWizard }) {
  const { goals, setGoals } = wizard;
  const [editing, setEditing] = useState<LocalGoal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LocalGoal | null>(null);
  const error = wizard.listErrors.goals;

  const save = (values: TGoalInput) => {
    if (editing === 'new' || editing === null) {
      setGoals([...goals, { ...values, localId: newLocalId() }]);
    } else {
      setGoals(
        goals.map((g) => (g.localId === editing.localId ? { ...values, localId: g.localId } : g)),
      );
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Objectifs thérapeutiques</h3>
          <p className="text-sm text-muted-foreground">
            Enregistrés avec le patient, au moment de sa création.
          </p>
        </div>
        {goals.length > 0 ? (
          <Button type="button" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Ajouter un objectif
          </Button>
        ) : null}
      </div>
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {goals.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <Target aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">Aucun objectif défini</p>
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Définir le premier objectif
          </Button>
        </div>
      ) : (
        <ul aria-label="Objectifs" className="grid gap-3">
          {goals.map((goal) => (
            <GoalRow
              key={goal.localId}
              goal={goal}
              onEdit={() => setEditing(goal)}
              onDelete={() => setDeleting(goal)}
            />
          ))}
        </ul>
      )}
      <GoalFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        goal={editing === 'new' ? null : editing && { ...editing, id: editing.localId }}
        onSubmit={save}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer l'objectif"
        description={deleting ? goalMessages.deleteConfirm(deleting.title) : ''}
        onConfirm={() => {
          if (deleting) setGoals(goals.filter((g) => g.localId !== deleting.localId));
          setDeleting(null);
        }}
      />
    </div>
  );
}

function GoalRow({
  goal,
  onEdit,
  onDelete,
}: {
  goal: LocalGoal;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {goal.title}
          <Badge
            variant={
              goal.priority === 'urgent' || goal.priority === 'high' ? 'warning' : 'secondary'
            }
          >
            {GOAL_PRIORITY_LABELS[goal.priority]}
          </Badge>
        </p>
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {goal.description}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
          {goal.targetDate ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              Échéance : {format(parseISO(goal.targetDate), 'd MMMM yyyy', { locale: fr })}
            </span>
          ) : null}
          <span className="inline-flex min-w-40 items-center gap-2">
            <Progress
              value={goal.progressPercentage}
              aria-label={`Progression ${goal.progressPercentage} %`}
              className="h-1.5 w-24"
            />
            {goal.progressPercentage} %
          </span>
        </div>
      </div>
      <ItemActions
        look="icon"
        name={`l'objectif ${goal.title}`}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}
