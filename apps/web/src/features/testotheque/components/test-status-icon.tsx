import { CheckCircle2, CircleOff } from 'lucide-react';

/** The active/inactive icon of a card or row (spec 3 §2.7), named for screen readers. */
export function TestStatusIcon({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <CheckCircle2
      className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
      role="img"
      aria-label="Actif"
    />
  ) : (
    <CircleOff className="size-4 shrink-0 text-muted-foreground" role="img" aria-label="Inactif" />
  );
}
