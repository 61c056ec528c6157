import { BILAN_STATUS_LABELS, type TBilanStatus } from '@praxis/shared/patients/constants';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLES: Record<TBilanStatus, string> = {
  todo: 'border-border bg-muted text-muted-foreground',
  inprogress: 'border-transparent bg-warning/15 text-amber-800 dark:text-amber-300',
  done: 'border-transparent bg-success/15 text-emerald-800 dark:text-emerald-300',
};

/** The patient's bilan status: 'À faire', 'En cours' or 'Terminé'. */
export function BilanStatusBadge({ status }: { status: TBilanStatus }) {
  return (
    <Badge variant="outline" className={cn(STYLES[status])}>
      <span className="sr-only">Bilan : </span>
      {BILAN_STATUS_LABELS[status]}
    </Badge>
  );
}
