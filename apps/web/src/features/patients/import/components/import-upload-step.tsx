import { AlertCircle, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { UploadProgress } from '@/lib/upload-request';
import { cn } from '@/lib/utils';
import { ImportRules } from './import-rules';

export const TEMPLATE_LINKS = [
  {
    href: '/api/v1/patients/import/templates/simple',
    label: 'Modèle simple (10 colonnes)',
    description: "L'essentiel : identité, contact et motif.",
  },
  {
    href: '/api/v1/patients/import/templates/full',
    label: 'Modèle complet (21 colonnes)',
    description: 'Toutes les informations, dont le représentant légal.',
  },
] as const;

type UploadStepProps = {
  error: string | null;
  isAnalyzing: boolean;
  progress: UploadProgress | null;
  onPick: (file: File) => void;
};

/** Step 1: choose the CSV (or drop it), download a template, read the rules. */
export function ImportUploadStep({ error, isAnalyzing, progress, onPick }: UploadStepProps) {
  const id = useId();
  const [isDragging, setIsDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isAnalyzing) onPick(file);
  };

  return (
    <div className="grid gap-5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          isDragging ? 'border-primary bg-primary/5' : 'border-border bg-muted/30',
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <FileSpreadsheet className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <p className="font-medium">Choisissez ou déposez votre fichier CSV</p>
          <p className="text-sm text-muted-foreground">
            Rien n'est enregistré avant votre confirmation.
          </p>
        </div>
        {/* The native picker's own button speaks the browser's language: a French one instead. */}
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          disabled={isAnalyzing}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so that choosing the same file again (after fixing it) is seen.
            e.target.value = '';
            if (file) onPick(file);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
            isAnalyzing && 'pointer-events-none opacity-50',
          )}
        >
          <Upload aria-hidden="true" />
          Choisir un fichier CSV
        </label>
        {isAnalyzing ? <AnalyzingProgress progress={progress} /> : null}
      </div>

      {error ? (
        <Alert variant="destructive" role="alert" id={`${id}-error`}>
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}

      <section aria-labelledby={`${id}-templates`} className="grid gap-2">
        <h3 id={`${id}-templates`} className="text-sm font-semibold">
          Modèles à télécharger
        </h3>
        <div className="grid gap-2 sm:grid-cols-2">
          {TEMPLATE_LINKS.map((template) => (
            <a
              key={template.href}
              href={template.href}
              download
              className="group flex items-start gap-3 rounded-lg border bg-card p-3 text-sm transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Download className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="grid gap-0.5">
                <span className="font-medium">{template.label}</span>
                <span className="text-xs text-muted-foreground">{template.description}</span>
              </span>
            </a>
          ))}
        </div>
      </section>

      <ImportRules />
    </div>
  );
}

function AnalyzingProgress({ progress }: { progress: UploadProgress | null }) {
  const isSent = progress !== null && progress.percent >= 100;
  return (
    <div className="grid w-full max-w-xs gap-1.5" aria-live="polite">
      <Progress value={progress?.percent ?? 0} aria-label="Envoi du fichier" />
      <p className="flex items-center justify-center gap-2 text-xs text-muted-foreground">
        <Spinner className="size-3.5" label="Analyse du fichier" />
        {isSent ? 'Analyse du fichier...' : `Envoi du fichier : ${progress?.percent ?? 0} %`}
      </p>
    </div>
  );
}
