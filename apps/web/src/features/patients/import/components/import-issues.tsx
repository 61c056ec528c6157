import { AlertTriangle, XCircle } from 'lucide-react';
import type { TImportRowIssue } from '@praxis/shared/patients/schemas';
import { Badge } from '@/components/ui/badge';

/** A file with thousands of bad rows stays readable; the first ones show what to fix. */
const SHOWN_ISSUES = 100;

/** The rows with errors (not imported) or warnings (imported), with their messages. */
export function ImportIssues({ issues }: { issues: TImportRowIssue[] }) {
  if (issues.length === 0) return null;
  const shown = issues.slice(0, SHOWN_ISSUES);
  return (
    <section aria-labelledby="import-issues-title" className="grid gap-2">
      <h3 id="import-issues-title" className="text-sm font-semibold">
        Lignes à vérifier
      </h3>
      <ul
        aria-label="Lignes à vérifier"
        className="max-h-56 divide-y overflow-y-auto rounded-lg border bg-card text-sm"
      >
        {shown.map((issue) => (
          <li key={issue.index} className="grid gap-1 px-3 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium tabular-nums">Ligne {issue.index}</span>
              <span className="text-muted-foreground">{issue.patientName || '—'}</span>
              {issue.errors.length > 0 ? (
                <Badge variant="outline" className="border-destructive/30 text-destructive">
                  Non importée
                </Badge>
              ) : (
                <Badge variant="warning">Importée avec avertissement</Badge>
              )}
            </div>
            <ul className="grid gap-0.5">
              {issue.errors.map((message) => (
                <li key={`e-${message}`} className="flex items-start gap-1.5 text-destructive">
                  <XCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  {message}
                </li>
              ))}
              {issue.warnings.map((message) => (
                <li
                  key={`w-${message}`}
                  className="flex items-start gap-1.5 text-amber-700 dark:text-amber-300"
                >
                  <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  {message}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {issues.length > shown.length ? (
        <p className="text-xs text-muted-foreground">
          … et {(issues.length - shown.length).toLocaleString('fr-FR')} autres lignes à vérifier.
        </p>
      ) : null}
    </section>
  );
}
