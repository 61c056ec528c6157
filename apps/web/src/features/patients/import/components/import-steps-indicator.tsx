import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { TImportState } from '../hooks/use-import-wizard';

const STEPS: { step: TImportState['step']; label: string }[] = [
  { step: 'upload', label: 'Fichier' },
  { step: 'validate', label: 'Vérification' },
  { step: 'import', label: 'Importation' },
  { step: 'results', label: 'Résultats' },
];

/** Where the user is among the four steps. */
export function ImportStepsIndicator({ current }: { current: TImportState['step'] }) {
  const currentIndex = STEPS.findIndex((s) => s.step === current);
  return (
    <ol aria-label="Étapes de l'import" className="flex items-center gap-1 text-xs sm:gap-2">
      {STEPS.map((s, i) => {
        const isDone = i < currentIndex;
        const isCurrent = i === currentIndex;
        return (
          <li
            key={s.step}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-center gap-1.5 sm:gap-2"
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-[11px] font-semibold',
                isDone && 'border-primary bg-primary text-primary-foreground',
                isCurrent && 'border-primary text-primary',
                !isDone && !isCurrent && 'text-muted-foreground',
              )}
            >
              {isDone ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
            </span>
            <span
              className={cn(
                'shrink-0 whitespace-nowrap',
                isCurrent ? 'font-medium text-foreground' : 'text-muted-foreground',
                !isCurrent && 'hidden sm:inline',
              )}
            >
              {s.label}
            </span>
            {i < STEPS.length - 1 ? (
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
