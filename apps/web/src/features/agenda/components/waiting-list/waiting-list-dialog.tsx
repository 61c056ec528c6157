import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  waitingListMessages as m,
  waitingPreferenceText,
  type TWaitingListEntry,
} from '@praxis/shared/appointments/waiting-list';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/server-errors';
import { useRemoveFromWaitingList, useWaitingList } from '../../api/waiting-list';
import { patientName } from '../../lib/appointment-text';
import { failureMessage } from '../../lib/failure-message';
import { WaitingListForm } from './waiting-list-form';

/** One waiting patient: name, preferred days and hours, type and note. */
export function WaitingEntrySummary({ entry }: { entry: TWaitingListEntry }) {
  return (
    <div className="min-w-0">
      <p className="font-medium">{patientName(entry.patient)}</p>
      <p className="text-sm text-muted-foreground">
        {waitingPreferenceText(entry)}
        {entry.appointmentType ? ` · ${entry.appointmentType.name}` : ''}
      </p>
      {entry.note ? <p className="text-sm whitespace-pre-line">{entry.note}</p> : null}
    </div>
  );
}

function Entries({ onEdit }: { onEdit: (entry: TWaitingListEntry) => void }) {
  const list = useWaitingList();
  const remove = useRemoveFromWaitingList();
  if (list.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{serverMessage(list.error) ?? m.loadError}</AlertDescription>
      </Alert>
    );
  }
  if (!list.data) return <Spinner label="Chargement de la liste d'attente…" />;
  if (list.data.items.length === 0)
    return <p className="text-sm text-muted-foreground">{m.empty}</p>;
  const onRemove = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast.success(m.removed);
    } catch (error) {
      toast.error(failureMessage(error, m.removeFailed));
    }
  };
  return (
    <ul aria-label="Patients en liste d'attente" className="grid gap-2">
      {list.data.items.map((entry) => (
        <li
          key={entry.id}
          className="flex items-start justify-between gap-3 rounded-lg border px-3 py-2"
        >
          <WaitingEntrySummary entry={entry} />
          {entry.isOwn ? (
            <div className="flex shrink-0 gap-1">
              <Button variant="ghost" size="sm" onClick={() => onEdit(entry)}>
                Modifier<span className="sr-only"> {patientName(entry.patient)}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => void onRemove(entry.id)}
              >
                Retirer<span className="sr-only"> {patientName(entry.patient)}</span>
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** 'Liste d'attente' (issue 17 §3), opened from the agenda's toolbar. */
export function WaitingListDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [editing, setEditing] = useState<TWaitingListEntry | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setEditing(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Liste d'attente</DialogTitle>
          <DialogDescription>
            Patients en attente d'un créneau, la plus ancienne demande d'abord. Un créneau libéré
            leur est proposé dans l'agenda.
          </DialogDescription>
        </DialogHeader>
        {open ? <Entries onEdit={setEditing} /> : null}
        <Separator />
        {open ? (
          editing ? (
            <WaitingListForm key={editing.id} entry={editing} onDone={() => setEditing(null)} />
          ) : (
            <WaitingListForm />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
