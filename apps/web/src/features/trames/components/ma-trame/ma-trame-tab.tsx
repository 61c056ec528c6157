import {
  Download,
  FilePenLine,
  LoaderCircle,
  MessageSquare,
  RefreshCw,
  Sparkles,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { generationMessages } from '@praxis/shared/trames/generation';
import type { TTrame } from '@praxis/shared/trames/schemas';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { serverMessage } from '@/lib/server-errors';
import { useLatestGeneration, useStartGeneration, useTemplate } from '../../api/generation';
import { checkTemplate } from '../../lib/check-template';
import { TemplateView } from './template-view';
import { draftMessages } from '@praxis/shared/trames/draft-constants';
import { openTrameFile } from '../../lib/download';
import { PrepareDraftDialog } from '../prepare-draft-dialog';

/** 'Ma Trame' (spec 3 §2.6): the generated template, Sophie's instructions, generate / regenerate. */
export function MaTrameTab({ trame }: { trame: TTrame }) {
  const template = useTemplate(trame.id);
  const latest = useLatestGeneration(trame.id);
  const start = useStartGeneration(trame.id);
  const [showInstructions, setShowInstructions] = useState(true);
  const [isDraftOpen, setDraftOpen] = useState(false);
  const [launchedId, setLaunchedId] = useState<string | null>(null);
  const announced = useRef<string | null>(null);
  const toggleId = useId();
  const job = latest.data?.job ?? null;
  const inProgress = job?.status === 'pending' || job?.status === 'running';

  // The user who launched the generation is told when it ends (as for analyses).
  useEffect(() => {
    if (!job || job.id !== launchedId || announced.current === job.id) return;
    if (job.status === 'completed') {
      announced.current = job.id;
      toast.success(generationMessages.done);
    } else if (job.status === 'failed') {
      announced.current = job.id;
      toast.error(job.errorMessage ?? generationMessages.failed);
    }
  }, [job, launchedId]);

  const launch = () =>
    start.mutate(undefined, {
      onSuccess: (created) => {
        setLaunchedId(created.id);
        toast.success(generationMessages.launched, {
          description: generationMessages.launchedDetail,
        });
      },
      onError: (error) => {
        const message = serverMessage(error);
        toast.error(generationMessages.launchFailedTitle, {
          description:
            message === generationMessages.noExamples ? message : generationMessages.launchFailed,
        });
      },
    });

  if (template.isPending || latest.isPending)
    return <ListSkeleton label="Chargement de la trame générée" />;
  if (template.isError)
    return (
      <ListError
        message={serverMessage(template.error) ?? 'Erreur de chargement'}
        onRetry={() => void template.refetch()}
      />
    );

  const progress = inProgress ? (
    <div
      role="status"
      className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
    >
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      Génération en cours… Sophie analyse vos exemples.
    </div>
  ) : job?.status === 'failed' ? (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      {job.errorMessage ?? generationMessages.failed}
    </p>
  ) : null;

  const stored = template.data.template;
  if (stored === null)
    return (
      <div className="grid gap-3">
        {progress}
        <EmptyState
          icon={Sparkles}
          title={generationMessages.empty}
          description={
            trame.stats.examplesDone === 0
              ? `${generationMessages.noExamples} : ajoutez et analysez des exemples dans l'onglet Exemples.`
              : 'Sophie peut générer votre trame à partir de vos exemples analysés.'
          }
          action={
            trame.isOwn ? (
              <Button onClick={launch} disabled={start.isPending || inProgress}>
                <Sparkles aria-hidden="true" />
                {generationMessages.generate}
              </Button>
            ) : undefined
          }
        />
      </div>
    );

  const checked = checkTemplate(stored);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={toggleId} className="flex items-center gap-2 text-sm">
          <Checkbox
            id={toggleId}
            checked={showInstructions}
            onChange={(e) => setShowInstructions(e.target.checked)}
          />
          {generationMessages.showInstructions}
        </label>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => openTrameFile(trame, 'docx')}>
            <Download aria-hidden="true" />
            Télécharger le DOCX
          </Button>
          <Button variant="outline" onClick={() => openTrameFile(trame, 'pdf')}>
            <Download aria-hidden="true" />
            Télécharger le PDF
          </Button>
          <Button variant="outline" onClick={() => setDraftOpen(true)}>
            <FilePenLine aria-hidden="true" />
            {draftMessages.action}
          </Button>
          <Button asChild variant="outline">
            <Link to={`/sophie/chat?trameId=${encodeURIComponent(trame.id)}`}>
              <MessageSquare aria-hidden="true" />
              Demander une modification
            </Link>
          </Button>
          {trame.isOwn ? (
            <Button onClick={launch} disabled={start.isPending || inProgress}>
              <RefreshCw aria-hidden="true" />
              {generationMessages.regenerate}
            </Button>
          ) : null}
        </div>
      </div>
      {progress}
      <PrepareDraftDialog
        isOpen={isDraftOpen}
        onClose={() => setDraftOpen(false)}
        trame={{ id: trame.id, name: trame.name }}
      />
      {checked ? (
        <TemplateView template={checked} showInstructions={showInstructions} />
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {generationMessages.invalidTemplate}
        </p>
      )}
    </div>
  );
}
