import { MoreVertical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** The record's 'more actions' button: the same before and after its menu is loaded. */
export function RecordActionsButton(props: ComponentProps<'button'>) {
  return (
    <Button size="icon" variant="outline" aria-label="Plus d'actions sur le dossier" {...props}>
      <MoreVertical aria-hidden="true" />
    </Button>
  );
}
