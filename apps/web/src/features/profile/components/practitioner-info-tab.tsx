import { lazy, Suspense } from 'react';
import { CircleAlert, CircleCheck, Lightbulb } from 'lucide-react';
import type { TProfile } from '@praxis/shared/profile/schemas';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { countryLabel } from '../lib/countries';
import { completionBanner, profileCompletion } from '../lib/profile-completion';
import { EditProfileDialog } from './edit-profile-dialog';
import { WorkingHoursCard } from './working-hours-card';

/** Below the fold, with its own requests: fetched after the tab (issue 15, JavaScript budgets). */
const CalendarFeedCard = lazy(() => import('./calendar-feed-card').then((m) => ({ default: m.CalendarFeedCard })));

const NOT_PROVIDED = 'Non renseigné';

function SummaryRow({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={
          value ? 'text-sm font-medium break-words' : 'text-sm text-muted-foreground italic'
        }
      >
        {value || NOT_PROVIDED}
      </dd>
    </div>
  );
}

function address(p: TProfile): string | null {
  const city = [p.cabinetPostalCode, p.cabinetCity].filter(Boolean).join(' ');
  const parts = [p.cabinetAddressLine1, p.cabinetAddressLine2, city].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

function CompletionCard({ profile }: { profile: TProfile }) {
  const completion = profileCompletion(profile);
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3" className="text-base">
            Complétion du profil
          </CardTitle>
          <span className="text-2xl font-semibold tabular-nums">{completion.percent} %</span>
        </div>
        <Progress value={completion.percent} aria-label="Complétion du profil" />
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <Alert variant={completion.isComplete ? 'success' : 'warning'}>
          {completion.isComplete ? (
            <CircleCheck aria-hidden="true" />
          ) : (
            <CircleAlert aria-hidden="true" />
          )}
          <AlertTitle>{completionBanner(completion)}</AlertTitle>
        </Alert>
        {completion.missingRequired.length > 0 || completion.missingRecommended.length > 0 ? (
          <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Lightbulb className="size-4 text-primary" aria-hidden="true" />
              Complétez votre profil
            </p>
            {completion.missingRequired.length > 0 ? (
              <div>
                <p className="text-muted-foreground">Champs obligatoires manquants :</p>
                <ul aria-label="Champs obligatoires manquants" className="ml-5 list-disc">
                  {completion.missingRequired.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {completion.missingRecommended.length > 0 ? (
              <div>
                <p className="text-muted-foreground">Recommandé :</p>
                <ul aria-label="Champs recommandés" className="ml-5 list-disc">
                  {completion.missingRecommended.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function PractitionerInfoTab() {
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div role="status" aria-label="Chargement du profil" className="grid gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        <span>Erreur de chargement : {profile.error.message}</span>
        <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  const p = profile.data;
  const name = [p.civilite, p.firstName, p.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold tracking-tight">Informations personnelles</h2>
          <p className="text-sm text-muted-foreground">
            Les agents IA et les documents générés s'appuient sur ces informations : un profil
            complet donne de meilleurs résultats.
          </p>
        </div>
        <EditProfileDialog profile={p} />
      </div>
      <CompletionCard profile={p} />
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle as="h3" className="text-base">
            Mes informations
          </CardTitle>
        </CardHeader>
        <CardContent className="px-5">
          <dl className="grid gap-3">
            <SummaryRow label="Nom" value={name || null} />
            <SummaryRow label="Profession" value={p.profession?.nom ?? null} />
            <SummaryRow label="Adresse e-mail" value={p.email} />
            <SummaryRow label="Téléphone" value={p.phone} />
            <SummaryRow label="Numéro RPPS" value={p.rpps} />
            <SummaryRow label="Numéro SIRET" value={p.siret} />
            <SummaryRow label="Adresse du cabinet" value={address(p)} />
            <SummaryRow label="Pays" value={countryLabel(p.cabinetCountry)} />
          </dl>
        </CardContent>
      </Card>
      <WorkingHoursCard profile={p} />
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <CalendarFeedCard />
      </Suspense>
    </div>
  );
}
