import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type ItemActionsProps = {
  /** Completes the accessible names: 'Modifier {name}', 'Supprimer {name}'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** More actions, between 'Modifier' and 'Supprimer'. */
  children?: ReactNode;
  className?: string;
};

/** The 'Modifier' and 'Supprimer' buttons of a settings list row. */
export function ItemActions({ name, onEdit, onDelete, children, className }: ItemActionsProps) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Modifier ${name}`}>
        <Pencil aria-hidden="true" />
        Modifier
      </Button>
      {children}
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={onDelete}
        aria-label={`Supprimer ${name}`}
      >
        <Trash2 aria-hidden="true" />
        Supprimer
      </Button>
    </div>
  );
}
