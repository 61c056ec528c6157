import {
  waitingListMessages as m,
  type TWaitingListEntry,
} from '@praxis/shared/appointments/waiting-list';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/server-errors';
import { useWaitingListMatches, type TFreedSlot } from '../../api/waiting-list';
import { longDate, timeRange } from '../../lib/appointment-text';
import { WaitingEntrySummary } from './waiting-list-dialog';

type FreedSlotMatchesProps = {
  slot: TFreedSlot;
  onPropose: (entry: TWaitingListEntry) => void;
  onDismiss: () => void;
};

/**
 * After a cancellation or a deletion (issue 17 §3): the waiting patients whose preferred days and
 * hours suit the freed slot, each with 'Proposer ce créneau'. Nothing shows when none matches.
 */
export function FreedSlotMatches({ slot, onPropose, onDismiss }: FreedSlotMatchesProps) {
  const matches = useWaitingListMatches(slot);
  if (matches.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{serverMessage(matches.error) ?? m.loadError}</AlertDescription>
      </Alert>
    );
  }
  const items = matches.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-label="Créneau libéré"
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary/5 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">
          Créneau libéré : <span className="first-letter:uppercase">{longDate(slot.startsAt)}</span>
          , <span className="tabular-nums">{timeRange(slot.startsAt, slot.endsAt)}</span> — patients
          en liste d'attente
        </h2>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Ignorer
        </Button>
      </div>
      <ul className="grid gap-2">
        {items.map((entry) => (
          <li
            key={entry.id}
            className="flex items-start justify-between gap-3 rounded-lg border bg-card px-3 py-2"
          >
            <WaitingEntrySummary entry={entry} />
            <Button size="sm" onClick={() => onPropose(entry)}>
              Proposer ce créneau
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
