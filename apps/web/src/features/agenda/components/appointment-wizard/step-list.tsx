import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { WIZARD_STEPS, type TWizardStep } from '../../lib/wizard-form';

type StepListProps = { current: TWizardStep; onGoTo: (step: TWizardStep) => void };

/** The four steps; only the current one and earlier ones can be clicked (spec 2 §2.2). */
export function StepList({ current, onGoTo }: StepListProps) {
  return (
    <nav aria-label="Étapes du rendez-vous">
      <ol className="grid grid-cols-4 gap-1.5">
        {WIZARD_STEPS.map(({ step, label }) => {
          const isDone = step < current;
          const isCurrent = step === current;
          return (
            <li key={step} className="min-w-0">
              <button
                type="button"
                disabled={step > current}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onGoTo(step)}
                className={cn(
                  'flex w-full min-w-0 flex-col items-start gap-1 rounded-md px-1 py-1 text-left text-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-default',
                  step <= current ? 'hover:bg-accent' : 'opacity-60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-1 w-full rounded-full',
                    isCurrent || isDone ? 'bg-primary' : 'bg-muted',
                  )}
                />
                <span
                  className={cn(
                    'flex max-w-full min-w-0 items-center gap-1',
                    isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {isDone ? <Check className="size-3" aria-hidden="true" /> : null}
                  <span className="truncate">
                    <span className="sr-only">Étape {step} : </span>
                    {label}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
