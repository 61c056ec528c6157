import { CalendarDays } from 'lucide-react';
import { GOAL_PRIORITY_LABELS, GOAL_STATUS_LABELS } from '@praxis/shared/patients/constants';
import type { TGoal } from '@praxis/shared/patients/schemas';
import { ItemActions } from '@/components/item-actions';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { formatCalendarDate } from '../../lib/patient-display';

const PRIORITY_TONES: Record<TGoal['priority'], string> = {
  low: 'bg-secondary text-secondary-foreground',
  medium: 'bg-primary/10 text-primary',
  high: 'bg-warning/15 text-amber-800 dark:text-amber-300',
  urgent: 'bg-destructive/10 text-destructive',
};

type GoalItemProps = { goal: TGoal; onEdit: () => void; onDelete: () => void };

export function GoalItem({ goal, onEdit, onDelete }: GoalItemProps) {
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-medium break-words">{goal.title}</h4>
            <Badge className={cn('border-transparent', PRIORITY_TONES[goal.priority])}>
              Priorité {GOAL_PRIORITY_LABELS[goal.priority].toLowerCase()}
            </Badge>
            {goal.status !== 'active' ? (
              <Badge variant="outline">{GOAL_STATUS_LABELS[goal.status]}</Badge>
            ) : null}
          </div>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{goal.description}</p>
        </div>
        <ItemActions
          look="icon"
          buttonClassName="size-8"
          name={`l'objectif ${goal.title}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
      <div className="grid gap-1">
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Progression</span>
          <span>{goal.progressPercentage} %</span>
        </div>
        <Progress value={goal.progressPercentage} aria-label={`Progression de ${goal.title}`} />
      </div>
      {goal.targetDate || goal.notes ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {goal.targetDate ? (
            <span className="flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              Échéance : {formatCalendarDate(goal.targetDate)}
            </span>
          ) : null}
          {goal.notes ? <span className="whitespace-pre-line">Notes : {goal.notes}</span> : null}
        </div>
      ) : null}
    </li>
  );
}
