import { ListTodo } from 'lucide-react';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { Button } from '@/components/ui/button';

/** Its list and form are fetched on first opening: the agenda route stays within its budget. */
const WaitingListDialog = lazy(() =>
  import('./waiting-list-dialog').then((m) => ({ default: m.WaitingListDialog })),
);

export function WaitingListButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ListTodo aria-hidden="true" />
        Liste d'attente
      </Button>
      <MountWhenOpened open={isOpen}>
        <WaitingListDialog open={isOpen} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
