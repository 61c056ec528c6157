import { Lightbulb, Pencil } from 'lucide-react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { formatAgeRange } from '@praxis/shared/testotheque/ages';
import type { TTestDashboard } from '@praxis/shared/testotheque/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TestAttachment } from './test-attachment';

/** The edit form (react-hook-form) is fetched when editing starts (issue 15, JavaScript budgets). */
const TestConfigForm = lazy(() =>
  import('./test-config-form').then((m) => ({ default: m.TestConfigForm })),
);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

const TIPS = [
  'Un code court (ex. M-ABC-2) permet de retrouver le test en quelques lettres.',
  'La tranche d’âge aide Sophie à ne proposer le test qu’aux patients concernés.',
  'Le brief IA décrit comment présenter les résultats dans un bilan : domaines, scores, interprétation.',
  'Joignez la grille de cotation ou votre protocole de passation (PDF, Word, image).',
];

/** Spec 3 §2.8 Configuration: read mode (Modifier, tips) and edit mode; shared tests are read-only. */
export function TestConfiguration({ test }: { test: TTestDashboard }) {
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h3">Modifier la configuration</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={null}>
            <TestConfigForm test={test} onDone={() => setIsEditing(false)} />
          </Suspense>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle as="h3">Configuration</CardTitle>
            {test.isOwn ? (
              <Button variant="outline" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" />
                Modifier
              </Button>
            ) : (
              <span className="text-xs text-muted-foreground">
                Test du catalogue : lecture seule
              </span>
            )}
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Titre">{test.title}</Field>
              <Field label="Code / acronyme">{test.code ?? '—'}</Field>
              <Field label="Tranche d'âge">
                {formatAgeRange(test.ageRangeMin, test.ageRangeMax) ?? '—'}
              </Field>
              <Field label="Statut">{test.isActive ? 'Actif' : 'Inactif'}</Field>
              <Field label="Tags">{test.tags?.join(', ') ?? '—'}</Field>
              <Field label="Description">{test.description ?? '—'}</Field>
              <Field label="Brief IA">{test.aiBrief ?? '—'}</Field>
              <Field label="Résumé">{test.summary ?? '—'}</Field>
            </dl>
          </CardContent>
        </Card>
        <TestAttachment test={test} />
      </div>
      <aside aria-label="Conseils" className="rounded-xl border bg-muted/30 p-4 text-sm">
        <p className="mb-2 flex items-center gap-2 font-medium">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" />
          Conseils
        </p>
        <ul className="grid list-disc gap-2 pl-5 text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
