import { BellRing } from 'lucide-react';
import type { TReminderSending, TReminderSendingStatus } from '@praxis/shared/appointments/reminders';
import { ListError } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppointmentReminders } from '../api/get-appointment-reminders';
import { reminderStatusText, reminderWhenText } from '../lib/reminder-text';

const STATUS_CLASSES: Record<TReminderSendingStatus, string> = {
  scheduled: 'border-transparent bg-primary/10 text-primary',
  sent: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  skipped: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  failed: 'border-transparent bg-destructive/10 text-destructive',
  cancelled: 'border-transparent bg-muted text-muted-foreground',
};

function ReminderItem({ sending }: { sending: TReminderSending }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
      <span className="tabular-nums">{reminderWhenText(sending)}</span>
      <span className="flex flex-col items-end gap-0.5">
        <Badge className={STATUS_CLASSES[sending.status]}>{reminderStatusText(sending)}</Badge>
        {sending.reason && sending.status !== 'skipped' ? (
          <span className="text-xs text-muted-foreground">{sending.reason}</span>
        ) : null}
      </span>
    </li>
  );
}

/** Issue 17 §1: the appointment's reminders and what became of each. */
export function AppointmentReminders({ appointmentId }: { appointmentId: string }) {
  const reminders = useAppointmentReminders(appointmentId);
  return (
    <section aria-labelledby="appointment-reminders-title" className="grid gap-2">
      <h3 id="appointment-reminders-title" className="flex items-center gap-2 text-sm font-medium">
        <BellRing className="size-4 text-muted-foreground" aria-hidden="true" />
        Rappels
      </h3>
      {reminders.isPending ? (
        <div role="status" aria-label="Chargement des rappels">
          <Skeleton className="h-9" />
        </div>
      ) : reminders.isError ? (
        <ListError message={reminders.error.message} onRetry={() => void reminders.refetch()} />
      ) : reminders.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun rappel pour ce rendez-vous.</p>
      ) : (
        <ul className="grid gap-1.5" aria-label="Rappels du rendez-vous">
          {reminders.data.items.map((sending) => (
            <ReminderItem key={sending.id} sending={sending} />
          ))}
        </ul>
      )}
    </section>
  );
}
