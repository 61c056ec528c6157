import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { IMPORT_SUCCESS_LIST_COUNT } from '@praxis/shared/patients/constants';
import type { TImportResult } from '@praxis/shared/patients/schemas';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { patientCountLabel } from '../lib/import-format';
import { ImportStat } from './import-stat';

type ResultsStepProps = { result: TImportResult; onFinish: () => void };

/** Step 4: what was created (links to the records) and what was not, with the reason. */
export function ImportResultsStep({ result, onFinish }: ResultsStepProps) {
  const created = result.results.filter((r) => r.success && r.patientId);
  const failed = result.results.filter((r) => !r.success);
  const shown = created.slice(0, IMPORT_SUCCESS_LIST_COUNT);
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-success/15 text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 className="size-5" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">Importation terminée !</p>
      </div>

      <dl className="grid grid-cols-2 gap-2">
        <ImportStat label="Importés" value={result.createdCount} tone="success" />
        <ImportStat
          label="Non importés"
          value={result.failedCount}
          tone={result.failedCount > 0 ? 'destructive' : 'muted'}
        />
      </dl>

      {shown.length > 0 ? (
        <section aria-labelledby="import-created-title" className="grid gap-2">
          <h3 id="import-created-title" className="text-sm font-semibold">
            Patients importés
          </h3>
          <ul aria-label="Patients importés" className="divide-y rounded-lg border bg-card text-sm">
            {shown.map((r) => (
              <li key={r.index} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link
                  to={`/patients/${r.patientId ?? ''}`}
                  onClick={onFinish}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {r.patientName}
                </Link>
                {r.warnings.length > 0 ? (
                  <span className="text-xs text-amber-700 dark:text-amber-300">
                    {r.warnings.join(' · ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {created.length > shown.length ? (
            <p className="text-xs text-muted-foreground">
              … et {patientCountLabel(created.length - shown.length)} de plus, visibles dans la
              liste.
            </p>
          ) : null}
        </section>
      ) : null}

      {failed.length > 0 ? (
        <section aria-labelledby="import-failed-title" className="grid gap-2">
          <h3 id="import-failed-title" className="text-sm font-semibold">
            Lignes non importées
          </h3>
          <ul
            aria-label="Lignes non importées"
            className="max-h-48 divide-y overflow-y-auto rounded-lg border bg-card text-sm"
          >
            {failed.map((r) => (
              <li key={r.index} className="grid gap-0.5 px-3 py-2">
                <span>
                  <span className="font-medium tabular-nums">Ligne {r.index}</span>
                  <span className="text-muted-foreground"> — {r.patientName || '—'}</span>
                </span>
                <span className="flex items-start gap-1.5 text-destructive">
                  <XCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  {r.error ?? 'Erreur inconnue'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DialogFooter>
        <Button onClick={onFinish}>Terminer</Button>
      </DialogFooter>
    </div>
  );
}
