import { lazy, Suspense } from 'react';
import type { TAppointmentInput } from '@praxis/shared/appointments/schemas';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

const SeriesPanel = lazy(() => import('../series-panel'));

type RepeatSectionProps = {
  isRepeating: boolean;
  onRepeatingChange: (value: boolean) => void;
  /** The appointment as it would be created alone; null while the schedule is incomplete. */
  first: TAppointmentInput | null;
  onCreated: () => void;
};

/** Step 4 of a new appointment: 'Répéter' turns it into a series (issue 17 §2). */
export function RepeatSection({
  isRepeating,
  onRepeatingChange,
  first,
  onCreated,
}: RepeatSectionProps) {
  return (
    <div className="mt-4 grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id="appointment-repeat"
          checked={isRepeating}
          onChange={(e) => onRepeatingChange(e.target.checked)}
        />
        <Label htmlFor="appointment-repeat">Répéter</Label>
      </div>
      {isRepeating && first ? (
        <Suspense fallback={<Spinner />}>
          <SeriesPanel first={first} onCreated={onCreated} />
        </Suspense>
      ) : null}
    </div>
  );
}
