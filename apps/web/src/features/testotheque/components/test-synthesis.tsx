import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { formatAgeRange } from '@praxis/shared/testotheque/ages';
import type { TTestDashboard } from '@praxis/shared/testotheque/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TestTags } from './test-tags';
import { TrainingBadge } from './training-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Spec 3 §2.8 Synthèse: general information, Sophie's status panel, description, tags. */
export function TestSynthesis({ test }: { test: TTestDashboard }) {
  const stats = test.documentsStats;
  const lastAnalysis = test.lastAnalyzedAt
    ? format(parseISO(test.lastAnalyzedAt), 'd MMMM yyyy à HH:mm', { locale: fr })
    : 'Jamais';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Informations générales</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Row label="Titre">{test.title}</Row>
            <Row label="Code">{test.code ?? '—'}</Row>
            <Row label="Tranche d'âge">
              {formatAgeRange(test.ageRangeMin, test.ageRangeMax) ?? 'Non précisée'}
            </Row>
            {test.domain ? <Row label="Domaine">{test.domain}</Row> : null}
            <Row label="Statut">{test.isActive ? 'Actif' : 'Inactif'}</Row>
            <Row label="Origine">
              {test.isShared ? 'Catalogue partagé (lecture seule)' : 'Mon test'}
            </Row>
            {test.trames.length > 0 ? (
              <Row label="Trames">{test.trames.map((t) => t.name).join(', ')}</Row>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Statut de Sophie</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Row label="Formation">
              <TrainingBadge status={test.sophieTrainingStatus} look="detail" />
            </Row>
            <Row label="Dernière analyse">{lastAnalysis}</Row>
            <Row label="Documents">{test.documentsCount}</Row>
          </dl>
          <ul
            className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4"
            aria-label="Documents par statut"
          >
            {[
              ['Analysés', stats.completed],
              ['En cours', stats.processing],
              ['En attente', stats.pending],
              ['Échecs', stats.failed],
            ].map(([label, count]) => (
              <li key={label} className="rounded-lg border p-2 text-center">
                <p className="text-lg font-semibold">{count}</p>
                <p className="text-xs text-muted-foreground">{label}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Description</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm whitespace-pre-line text-muted-foreground">
            {test.description ?? 'Aucune description.'}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Tags</CardTitle>
        </CardHeader>
        <CardContent>
          {test.tags?.length ? (
            <TestTags tags={test.tags} all />
          ) : (
            <p className="text-sm text-muted-foreground">Aucun tag.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
