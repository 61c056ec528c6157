import { cn } from '@/lib/utils';

const TONES = {
  success: 'border-success/30 bg-success/10 text-emerald-800 dark:text-emerald-200',
  destructive: 'border-destructive/30 bg-destructive/5 text-destructive',
  warning: 'border-warning/40 bg-warning/10 text-amber-800 dark:text-amber-200',
  muted: 'bg-muted/40 text-foreground',
} as const;

/** One count of the analysis or of the results. */
export function ImportStat({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone: keyof typeof TONES;
}) {
  return (
    <div className={cn('grid gap-0.5 rounded-lg border px-3 py-2', TONES[tone])}>
      <dt className="text-xs font-medium opacity-80">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString('fr-FR')}</dd>
    </div>
  );
}
