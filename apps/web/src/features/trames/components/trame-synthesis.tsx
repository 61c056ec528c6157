import { TRAME_EXAMPLES_MAX, type TTrame } from '@praxis/shared/trames/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { longDate } from '../lib/format';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b py-2 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

/** Synthèse (spec 3 §2.6): information and statistics side by side. */
export function TrameSynthesis({ trame }: { trame: TTrame }) {
  const { stats } = trame;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Informations</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Row label="Nom" value={trame.name} />
            <Row label="Type" value={trame.trameType.label} />
            <Row label="Date de création" value={longDate(trame.createdAt)} />
            <Row label="Statut" value={trame.isActive ? 'Active' : 'Inactive'} />
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Statistiques</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Row
              label="Exemples"
              value={`${stats.examplesCount}/${TRAME_EXAMPLES_MAX} (${stats.examplesDone} analysé(s))`}
            />
            <Row label="Documents" value={String(stats.documentsCount)} />
            {trame.trameType.isBilan ? (
              <Row label="Tests" value={String(stats.testsCount)} />
            ) : null}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
