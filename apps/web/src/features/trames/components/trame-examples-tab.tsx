import { FileText, Lock, Play, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  TRAME_EXAMPLES_MAX,
  trameMessages,
  type TTrame,
  type TTrameExample,
} from '@praxis/shared/trames/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { serverMessage } from '@/lib/server-errors';
import {
  useDeleteExample,
  useExamples,
  useLatestAnalysis,
  useStartAnalysis,
} from '../api/examples';
import { ExampleUploadDialog } from './example-upload-dialog';

const EXAMPLE_STATUS: Record<
  TTrameExample['status'],
  { label: string; variant: 'warning' | 'success' | 'secondary' }
> = {
  pending: { label: 'En attente', variant: 'warning' },
  done: { label: 'Analysé', variant: 'success' },
  failed: { label: 'Échec', variant: 'secondary' },
};

const JOB_LABELS = {
  pending: 'Analyse en attente de démarrage…',
  running: 'Analyse en cours…',
  completed: 'Dernière analyse terminée',
  failed: "L'analyse a échoué",
} as const;

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-card p-3 text-center">
      <span className="text-2xl font-semibold" aria-label={`${label} : ${value}`}>
        {value}
      </span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </div>
  );
}

/** Spec 3 §2.6 Exemples, §4: upload, analysis launch and live progress. */
export function TrameExamplesTab({ trame }: { trame: TTrame }) {
  const examples = useExamples(trame.id);
  const analysis = useLatestAnalysis(trame.id);
  const start = useStartAnalysis(trame.id);
  const remove = useDeleteExample(trame.id);
  const deletion = useDeleteConfirmation<TTrameExample>(remove, {
    deleted: 'Exemple supprimé',
    deleteFailed: 'Erreur lors de la suppression de l’exemple',
  });
  const [isUploading, setIsUploading] = useState(false);
  const [launchedId, setLaunchedId] = useState<string | null>(null);
  const announced = useRef<string | null>(null);
  const items = examples.data?.items ?? [];
  const done = items.filter((e) => e.status === 'done').length;
  const pending = items.filter((e) => e.status === 'pending').length;
  const job = analysis.data?.job ?? null;
  const inProgress = job?.status === 'pending' || job?.status === 'running';

  // Spec 3 §4, §8: the user who launched the analysis is told when it ends.
  useEffect(() => {
    if (!job || job.id !== launchedId || announced.current === job.id) return;
    if (job.status === 'completed') {
      announced.current = job.id;
      toast.success(trameMessages.analysisDone, { description: trameMessages.analysisDoneDetail });
    } else if (job.status === 'failed') {
      announced.current = job.id;
      toast.error(job.errorMessage ?? trameMessages.genericError);
    }
  }, [job, launchedId]);

  const launch = () => {
    if (pending === 0) {
      toast.error(trameMessages.nothingToAnalyse);
      return;
    }
    start.mutate(undefined, {
      onSuccess: (created) => {
        setLaunchedId(created.id);
        toast.success(trameMessages.analysisLaunched, {
          description: trameMessages.analysisLaunchedDetail,
        });
      },
      onError: (error) =>
        toast.error(trameMessages.genericError, {
          description: serverMessage(error) ?? trameMessages.analysisLaunchFailedDetail,
        }),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-lg font-semibold">
            Documents exemples ({items.length}/{TRAME_EXAMPLES_MAX})
          </h3>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Ajoutez des comptes rendus que vous avez déjà rédigés : Sophie en apprend la structure
            et le style.
          </p>
        </div>
        {trame.isOwn ? (
          <Button
            onClick={() => setIsUploading(true)}
            disabled={items.length >= TRAME_EXAMPLES_MAX}
          >
            <Plus aria-hidden="true" />
            Ajouter des exemples
          </Button>
        ) : null}
      </div>
      <div className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm text-muted-foreground">
        <p className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          Avant toute analyse, les noms, dates de naissance, adresses, téléphones, e-mails et
          numéros de sécurité sociale sont remplacés par des repères ([PRÉNOM], [DATE_NAISSANCE]…).
        </p>
        <p className="flex items-center gap-2">
          <Lock className="size-4 text-primary" aria-hidden="true" />
          Seuls le texte pseudonymisé et la structure du document sont conservés pour
          l'apprentissage.
        </p>
      </div>

      <section aria-label="Analyse des exemples" className="grid gap-3 rounded-lg border p-4">
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="flex-1 text-sm font-medium">
            {job ? JOB_LABELS[job.status] : 'Aucune analyse lancée pour le moment'}
            {job?.status === 'failed' && job.errorMessage ? ` : ${job.errorMessage}` : ''}
          </p>
          {trame.isOwn ? (
            <Button onClick={launch} disabled={inProgress || start.isPending} variant="outline">
              <Play aria-hidden="true" />
              Lancer l'analyse
            </Button>
          ) : null}
        </div>
        <div className="grid grid-cols-3 gap-3">
          <Counter label="Analysés" value={done} />
          <Counter label="En attente" value={pending} />
          <Counter label="Total" value={items.length} />
        </div>
      </section>

      {examples.isPending ? (
        <ListSkeleton label="Chargement des exemples" />
      ) : examples.isError ? (
        <ListError
          message={serverMessage(examples.error) ?? 'Impossible de charger les exemples'}
          onRetry={() => void examples.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Aucun exemple"
          description="Ajoutez vos premiers comptes rendus en PDF."
        />
      ) : (
        <ul aria-label="Exemples" className="grid gap-2">
          {items.map((example) => (
            <li
              key={example.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 text-sm"
            >
              <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                {example.file?.signedUrl ? (
                  <a
                    href={example.file.signedUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="truncate font-medium hover:underline"
                  >
                    {example.fileName}
                  </a>
                ) : (
                  <span className="truncate font-medium">{example.fileName}</span>
                )}
                <p className="text-xs text-muted-foreground">
                  {formatFileSize(example.fileSize)}
                  {example.pageCount ? ` · ${example.pageCount} page(s)` : ''}
                </p>
                {example.errorMessage ? (
                  <p className="text-xs text-destructive">{example.errorMessage}</p>
                ) : null}
              </div>
              <Badge variant={EXAMPLE_STATUS[example.status].variant}>
                {EXAMPLE_STATUS[example.status].label}
              </Badge>
              {trame.isOwn ? (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Supprimer ${example.fileName}`}
                  onClick={() => deletion.ask(example)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <ExampleUploadDialog
        isOpen={isUploading}
        trameId={trame.id}
        currentCount={items.length}
        onClose={() => setIsUploading(false)}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer l'exemple"
        description={`Êtes-vous sûr de vouloir supprimer le document « ${deletion.target?.fileName ?? ''} » ?`}
      />
    </div>
  );
}
