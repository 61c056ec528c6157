import { CheckCircle2, CircleAlert, FileText, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { trameMessages } from '@praxis/shared/trames/schemas';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { formatFileSize } from '@/lib/file-size';
import { serverMessage } from '@/lib/server-errors';
import { uploadExample, useRefreshExamples } from '../api/examples';
import { prepareExampleBatch, type BatchProblem } from '../lib/example-batch';

type FileState = 'pending' | 'uploading' | 'success' | 'error';
type Item = { file: File; state: FileState; percent: number; error?: string };

const STATE_LABELS: Record<FileState, string> = {
  pending: 'En attente',
  uploading: 'Envoi en cours',
  success: 'Ajouté',
  error: 'Erreur',
};
/** Spec 3 §9: the dialog closes 1.5 s after a batch. */
const CLOSE_DELAY_MS = 1500;

function StateIcon({ state }: { state: FileState }) {
  if (state === 'success')
    return <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />;
  if (state === 'error')
    return <CircleAlert className="size-4 text-destructive" aria-hidden="true" />;
  if (state === 'uploading') return <Loader2 className="size-4 animate-spin" aria-hidden="true" />;
  return <FileText className="size-4 text-muted-foreground" aria-hidden="true" />;
}

function UploadForm({
  trameId,
  currentCount,
  onClose,
}: {
  trameId: string;
  currentCount: number;
  onClose: () => void;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [problems, setProblems] = useState<BatchProblem[]>([]);
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const refresh = useRefreshExamples(trameId);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const choose = (list: FileList | null) => {
    const batch = prepareExampleBatch(Array.from(list ?? []), currentCount);
    setItems(batch.accepted.map((file) => ({ file, state: 'pending', percent: 0 })));
    setProblems(batch.rejected);
    setWarning(batch.warning);
    setError(null);
    if (batch.warning) toast.warning(batch.warning);
  };

  const patch = (index: number, change: Partial<Item>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const send = async () => {
    if (items.length === 0) {
      setError(trameMessages.exampleAtLeastOne);
      return;
    }
    setIsRunning(true);
    let ok = 0;
    let failed = 0;
    for (const [index, item] of items.entries()) {
      patch(index, { state: 'uploading', percent: 0 });
      try {
        await uploadExample(trameId, item.file, (p) => patch(index, { percent: p.percent }));
        patch(index, { state: 'success', percent: 100 });
        ok += 1;
      } catch (err) {
        patch(index, { state: 'error', error: serverMessage(err) ?? trameMessages.examplesError });
        failed += 1;
      }
    }
    await refresh();
    if (ok > 0) toast.success(trameMessages.examplesAdded(ok));
    if (failed > 0)
      toast.error(ok > 0 ? trameMessages.examplesFailed(failed) : trameMessages.examplesError);
    setIsRunning(false);
    closeTimer.current = setTimeout(onClose, CLOSE_DELAY_MS);
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="example-files">Fichiers PDF</Label>
        <input
          id="example-files"
          type="file"
          accept="application/pdf,.pdf"
          multiple
          disabled={isRunning}
          onChange={(e) => choose(e.target.files)}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
        />
        <p className="text-xs text-muted-foreground">
          PDF uniquement, 30 Mo au plus par fichier, 10 fichiers par envoi.
        </p>
      </div>
      {warning ? <p className="text-sm text-amber-700">{warning}</p> : null}
      {problems.length > 0 ? (
        <ul className="grid gap-1 text-sm text-destructive" role="alert">
          {problems.map((p) => (
            <li key={p.name}>{p.message}</li>
          ))}
        </ul>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Fichiers à envoyer" className="grid gap-2">
          {items.map((item) => (
            <li key={item.file.name} className="grid gap-1 rounded-md border p-2 text-sm">
              <div className="flex items-center gap-2">
                <StateIcon state={item.state} />
                <span className="min-w-0 flex-1 truncate">{item.file.name}</span>
                <span className="text-xs text-muted-foreground">
                  {formatFileSize(item.file.size)}
                </span>
                <span className="text-xs">{STATE_LABELS[item.state]}</span>
              </div>
              {item.state === 'uploading' ? (
                <Progress value={item.percent} aria-label={`Envoi de ${item.file.name}`} />
              ) : null}
              {item.error ? <p className="text-xs text-destructive">{item.error}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isRunning}>
          Annuler
        </Button>
        <Button type="button" onClick={() => void send()} disabled={isRunning}>
          {isRunning ? 'Envoi…' : 'Ajouter les exemples'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Spec 3 §2.6 Exemples: each file pending, uploading, success or error; partial failures keep the successes. */
export function ExampleUploadDialog({
  isOpen,
  trameId,
  currentCount,
  onClose,
}: {
  isOpen: boolean;
  trameId: string;
  currentCount: number;
  onClose: () => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Ajouter des exemples"
      description="Ajoutez des comptes rendus ou bilans que vous avez rédigés (PDF)."
    >
      {isOpen ? (
        <UploadForm trameId={trameId} currentCount={currentCount} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}
