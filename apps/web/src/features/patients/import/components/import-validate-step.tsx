import { AlertCircle, ArrowLeft, FileText, Upload } from 'lucide-react';
import { IMPORT_PREVIEW_COUNT } from '@praxis/shared/patients/constants';
import type { TImportAnalysis } from '@praxis/shared/patients/schemas';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { formatIsoDay, patientCountLabel } from '../lib/import-format';
import { ImportIssues } from './import-issues';
import { ImportStat } from './import-stat';

type ValidateStepProps = {
  fileName: string;
  analysis: TImportAnalysis;
  error: string | null;
  onBack: () => void;
  onImport: () => void;
};

/** Step 2: what the file holds, what will be imported, what will not. */
export function ImportValidateStep({
  fileName,
  analysis,
  error,
  onBack,
  onImport,
}: ValidateStepProps) {
  const preview = analysis.preview.slice(0, IMPORT_PREVIEW_COUNT);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium break-all">{fileName}</span>
        <Badge variant="soft">
          {analysis.template === 'full' ? 'Modèle complet' : 'Modèle simple'}
        </Badge>
        <span className="text-muted-foreground">
          {patientCountLabel(analysis.totalRows, 'ligne')}
        </span>
      </div>

      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}

      <dl className="grid grid-cols-3 gap-2">
        <ImportStat label="Valides" value={analysis.validCount} tone="success" />
        <ImportStat label="Invalides" value={analysis.invalidCount} tone="destructive" />
        <ImportStat label="Avertissements" value={analysis.warningCount} tone="warning" />
      </dl>

      <ImportIssues issues={analysis.issues} />

      {preview.length > 0 ? (
        <section aria-labelledby="import-preview-title" className="grid gap-2">
          <h3 id="import-preview-title" className="text-sm font-semibold">
            Aperçu des {preview.length} premiers patients valides
          </h3>
          <div className="overflow-x-auto rounded-lg border">
            <table aria-label="Aperçu" className="w-full min-w-[32rem] text-sm">
              <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Nom
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Prénom
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Date de naissance
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Civilité
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Genre
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {preview.map((row) => (
                  <tr key={row.index}>
                    <td className="px-3 py-2 font-medium">{row.lastName}</td>
                    <td className="px-3 py-2">{row.firstName}</td>
                    <td className="px-3 py-2 tabular-nums">{formatIsoDay(row.dateOfBirth)}</td>
                    <td className="px-3 py-2">{row.civilite}</td>
                    <td className="px-3 py-2">{row.gender}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Retour
        </Button>
        <Button onClick={onImport} disabled={analysis.validCount === 0}>
          <Upload aria-hidden="true" />
          Importer {patientCountLabel(analysis.validCount)}
        </Button>
      </DialogFooter>
    </div>
  );
}
