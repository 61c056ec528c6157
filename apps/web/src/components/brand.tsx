import { cn } from '@/lib/utils';

/** The Praxis mark and name. */
export function Brand({
  className,
  isCompact = false,
}: {
  className?: string;
  isCompact?: boolean;
}) {
  return (
    <span
      className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
      >
        P
      </span>
      {isCompact ? (
        <span className="sr-only">Praxis</span>
      ) : (
        <span className="text-lg">Praxis</span>
      )}
    </span>
  );
}
