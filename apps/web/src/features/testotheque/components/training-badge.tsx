import { trainingLabels } from '@praxis/shared/testotheque/schemas';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  completed: 'success',
  in_progress: 'soft',
  needs_review: 'warning',
} as const;

/** Spec 3 §4: 'Sophie OK' / 'En formation' / 'À réviser' / 'Non formée' (card); the detail labels elsewhere. */
export function TrainingBadge({
  status,
  look = 'card',
}: {
  status: string;
  look?: 'card' | 'detail';
}) {
  const labels = trainingLabels(status);
  const variant = status in VARIANTS ? VARIANTS[status as keyof typeof VARIANTS] : 'secondary';
  return <Badge variant={variant}>{look === 'card' ? labels.card : labels.detail}</Badge>;
}
