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
  /** 'text': outlined buttons showing 'Modifier' / 'Supprimer'; 'icon': compact icon buttons. */
  look?: 'text' | 'icon';
  className?: string;
  /** Added to both buttons (a smaller icon button, say). */
  buttonClassName?: string;
};

/** The 'Modifier' and 'Supprimer' buttons of a list row. */
export function ItemActions({
  name,
  onEdit,
  onDelete,
  children,
  look = 'text',
  className,
  buttonClassName,
}: ItemActionsProps) {
  const isIcon = look === 'icon';
  const size = isIcon ? 'icon' : 'sm';
  const variant = isIcon ? 'ghost' : 'outline';
  return (
    <div className={cn(isIcon ? 'flex shrink-0 gap-1' : 'flex gap-2', className)}>
      <Button
        size={size}
        variant={variant}
        className={buttonClassName}
        onClick={onEdit}
        aria-label={`Modifier ${name}`}
      >
        <Pencil aria-hidden="true" />
        {isIcon ? null : 'Modifier'}
      </Button>
      {children}
      <Button
        size={size}
        variant={variant}
        className={cn(buttonClassName, 'text-destructive hover:text-destructive')}
        onClick={onDelete}
        aria-label={`Supprimer ${name}`}
      >
        <Trash2 aria-hidden="true" />
        {isIcon ? null : 'Supprimer'}
      </Button>
    </div>
  );
}
