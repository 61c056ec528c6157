import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

type SpinnerProps = { className?: string; label?: string };

export function Spinner({ className, label = 'Chargement…' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-5 animate-spin text-primary', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a whole screen (session initialising, gate loading…). */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      {/* Not <Spinner className="size-8">: shown before `cn` merges classes (lib/utils.ts). */}
      <span role="status" className="inline-flex items-center">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
        <span className="sr-only">{label ?? 'Chargement…'}</span>
      </span>
    </div>
  );
}
