import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { UploadProgress } from '@/lib/upload-request';
import { patientCountLabel } from '../lib/import-format';

type ProgressStepProps = { count: number; progress: UploadProgress | null };

/** Step 3: the file goes up (progress bar), then the server writes the rows. */
export function ImportProgressStep({ count, progress }: ProgressStepProps) {
  const percent = progress?.percent ?? 0;
  const isSent = percent >= 100;
  return (
    <div className="grid justify-items-center gap-4 py-8 text-center" aria-live="polite">
      <Spinner className="size-9" label="Import des patients" />
      <div className="grid gap-1">
        <p className="text-base font-semibold">Importation en cours...</p>
        <p className="text-sm text-muted-foreground">
          {isSent
            ? `Enregistrement de ${patientCountLabel(count)}…`
            : `Envoi du fichier : ${percent} %`}
        </p>
      </div>
      <Progress value={percent} aria-label="Envoi du fichier" className="max-w-sm" />
      <p className="text-xs text-muted-foreground">Gardez cette fenêtre ouverte jusqu'à la fin.</p>
    </div>
  );
}
