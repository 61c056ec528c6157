import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { longDate, patientName } from '../../lib/appointment-text';
import { localDateTime, plannedEnd } from '../../lib/instants';
import type { TWizardStep, TWizardValues } from '../../lib/wizard-form';

type ReviewStepProps = {
  values: TWizardValues;
  typeName: string | undefined;
  onEdit: (step: TWizardStep) => void;
};

function ReviewSection({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: TWizardStep;
  onEdit: ReviewStepProps['onEdit'];
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-1 rounded-lg border px-3 py-2.5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {title}
        </h3>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onEdit(step)}>
          Modifier
        </Button>
      </div>
      <div className="text-sm">{children}</div>
    </section>
  );
}

/** Step 4: everything at a glance, with a way back to each step (spec 2 §2.2). */
export function ReviewStep({ values, typeName, onEdit }: ReviewStepProps) {
  const start = localDateTime(values.date, values.startTime);
  const end = plannedEnd(values.date, values.startTime, Number(values.durationMinutes));
  return (
    <div className="grid gap-3">
      <ReviewSection title="Patient" step={1} onEdit={onEdit}>
        {values.patient ? patientName(values.patient) : 'Sans patient (créneau libre)'}
      </ReviewSection>
      <ReviewSection title="Type et horaire" step={2} onEdit={onEdit}>
        <p className="font-medium">{typeName ?? '—'}</p>
        <p className="first-letter:uppercase">{start ? longDate(start) : '—'}</p>
        <p className="tabular-nums">
          {values.startTime} - {end ?? '--:--'} ({values.durationMinutes} min)
        </p>
        {values.location.trim() ? <p className="text-muted-foreground">{values.location}</p> : null}
      </ReviewSection>
      <ReviewSection title="Détails" step={3} onEdit={onEdit}>
        {values.title.trim() ? <p className="font-medium">{values.title}</p> : null}
        <p className="whitespace-pre-line text-muted-foreground">
          {values.notes.trim() || 'Aucune note'}
        </p>
      </ReviewSection>
    </div>
  );
}
