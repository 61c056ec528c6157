import { AlertTriangle, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { patientMessages } from '@praxis/shared/patients/constants';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function RecordSkeleton() {
  return (
    <div role="status" aria-label="Chargement du patient" className="grid gap-4">
      <Skeleton className="h-4 w-36" />
      <Skeleton className="h-32 w-full rounded-xl" />
      <Skeleton className="h-10 w-full max-w-2xl" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
      <span className="sr-only">Chargement du patient</span>
    </div>
  );
}

type RecordProblemProps = { kind: 'not-found' | 'load-error'; details?: string };

/** Spec 1 §2: 'Patient non trouvé' and 'Erreur lors du chargement du patient', with a way back. */
export function RecordProblem({ kind, details }: RecordProblemProps) {
  const isNotFound = kind === 'not-found';
  const Icon = isNotFound ? UserX : AlertTriangle;
  return (
    <div
      role={isNotFound ? undefined : 'alert'}
      className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card p-8 text-center shadow-sm"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">
        {isNotFound ? patientMessages.notFound : patientMessages.loadError}
      </h2>
      {isNotFound ? (
        <p className="text-sm text-muted-foreground">{patientMessages.notFoundText}</p>
      ) : details ? (
        <p className="text-sm text-muted-foreground">{details}</p>
      ) : null}
      <Button asChild variant="outline">
        <Link to="/patients">Retour aux patients</Link>
      </Button>
    </div>
  );
}
