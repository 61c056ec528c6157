import { AlertTriangle, SearchX, UserPlus, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { NewPatientButton } from '../../wizard/new-patient-button';

const SKELETON_CARDS = 6;

/** Spec 1 §2: six skeleton cards while loading. */
export function PatientListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Chargement des patients"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div
          key={i}
          data-testid="patient-skeleton"
          className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-12" />
          <div className="flex gap-2">
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
      <span className="sr-only">Chargement des patients</span>
    </div>
  );
}

function StatePanel({
  icon: Icon,
  title,
  tone = 'primary',
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: 'primary' | 'destructive';
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/50 px-4 py-14 text-center">
      <span
        className={
          tone === 'destructive'
            ? 'flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive'
            : 'flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary'
        }
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** No patient at all yet: 'Créer un patient' opens the same wizard as 'Nouveau patient'. */
export function PatientListEmpty() {
  return (
    <StatePanel icon={Users} title="Aucun patient">
      <p className="max-w-sm text-sm text-muted-foreground">
        Créez votre premier patient ou importez votre patientèle depuis un fichier CSV.
      </p>
      <NewPatientButton>
        <UserPlus aria-hidden="true" />
        Créer un patient
      </NewPatientButton>
    </StatePanel>
  );
}

/** Patients exist, none matches the search and filters. */
export function PatientListFilteredEmpty({ onReset }: { onReset: () => void }) {
  return (
    <StatePanel icon={SearchX} title="Aucun résultat">
      <p className="max-w-sm text-sm text-muted-foreground">
        Aucun patient ne correspond à votre recherche ou à vos filtres.
      </p>
      <Button variant="outline" onClick={onReset}>
        Réinitialiser les filtres
      </Button>
    </StatePanel>
  );
}

export function PatientListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <StatePanel icon={AlertTriangle} title="Erreur de chargement" tone="destructive">
        <p className="text-sm">Impossible de charger la liste des patients</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        <Button variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
      </StatePanel>
    </div>
  );
}

/** An address pointing past the last page (a shared link after deletions, say). */
export function PatientListPastEnd({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <StatePanel icon={SearchX} title="Cette page est vide">
      <Button variant="outline" onClick={onFirstPage}>
        Revenir à la première page
      </Button>
    </StatePanel>
  );
}
