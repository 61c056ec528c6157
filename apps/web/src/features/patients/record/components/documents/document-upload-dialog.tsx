import { CheckCircle2, FileText, Upload, X, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_DIALOG_AUTO_CLOSE_MS } from '@praxis/shared/patients/constants';
import type { TDocumentUploadResponse } from '@praxis/shared/patients/schemas';
import { FormError } from '@/components/form-error';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { formatFileSize } from '@/lib/file-size';
import type { UploadProgress } from '@/lib/upload-request';
import { serverMessage } from '@/lib/server-errors';
import { cn } from '@/lib/utils';
import { useUploadPatientDocuments } from '../../../api/patient-documents';
import { addToSelection, DOCUMENT_ACCEPT, validateDocumentUpload } from '../../lib/document-checks';

type UploadDialogProps = {
  patientId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Ajouter des documents' (spec 1 §4, §5): pick, check, upload, per-file results. */
export function DocumentUploadDialog({ patientId, isOpen, onOpenChange }: UploadDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Ajouter des documents</DialogTitle>
          <DialogDescription>
            PDF, DOC, DOCX ou TXT — 10 fichiers au plus, 15 Mo au plus chacun.
          </DialogDescription>
        </DialogHeader>
        <UploadPanel patientId={patientId} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadPanel({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const upload = useUploadPatientDocuments(patientId);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<TDocumentUploadResponse | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  // Closed some other way (Escape, outside click) before the auto-close: the timer goes with it.
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    window.clearTimeout(closeTimer.current);
    onClose();
  };

  const onPick = (picked: File[]) => {
    const next = addToSelection(files, picked);
    setFiles(next.files);
    setErrors(next.errors);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onUpload = () => {
    const problem = validateDocumentUpload(patientId, files);
    if (problem) {
      setErrors([problem]);
      return;
    }
    setErrors([]);
    setProgress({ loaded: 0, total: 1, percent: 0 });
    upload.mutate(
      { files, onProgress: setProgress },
      {
        onSuccess: (response) => {
          setResult(response);
          if (response.failureCount === 0) {
            closeTimer.current = window.setTimeout(onClose, UPLOAD_DIALOG_AUTO_CLOSE_MS);
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  if (result) return <UploadResults result={result} onClose={close} />;

  return (
    <div className="grid gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          if (!upload.isPending) onPick(Array.from(event.dataTransfer.files));
        }}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-5 text-center transition-colors',
          isDragging ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
        {/* The native picker's button speaks the browser's language: a French one instead. */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          disabled={upload.isPending}
          aria-describedby={errors.length > 0 ? `${inputId}-errors` : undefined}
          onChange={(event) => onPick(Array.from(event.target.files ?? []))}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
            upload.isPending && 'pointer-events-none opacity-50',
          )}
        >
          Choisir des fichiers
        </label>
        <p className="text-xs text-muted-foreground">ou glissez-les ici</p>
      </div>
      {errors.length > 0 ? (
        <ul id={`${inputId}-errors`} role="alert" className="grid gap-1 text-sm text-destructive">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Fichiers sélectionnés" className="grid gap-1.5">
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatFileSize(file.size)}
              </span>
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                disabled={upload.isPending}
                aria-label={`Retirer ${file.name}`}
                onClick={() => setFiles(files.filter((f) => f !== file))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress ? (
        <div className="grid gap-1">
          <Progress value={progress.percent} aria-label="Envoi des documents" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Envoi en cours : {progress.percent} %
          </p>
        </div>
      ) : null}
      <FormError message={upload.isError ? serverMessage(upload.error) : null} />
      <DialogFooter>
        <Button variant="outline" onClick={close} disabled={upload.isPending}>
          Annuler
        </Button>
        <Button onClick={onUpload} disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending
            ? 'Envoi…'
            : files.length > 1
              ? `Envoyer ${files.length} fichiers`
              : 'Envoyer'}
        </Button>
      </DialogFooter>
    </div>
  );
}

function UploadResults({
  result,
  onClose,
}: {
  result: TDocumentUploadResponse;
  onClose: () => void;
}) {
  const isAllGood = result.failureCount === 0;
  return (
    <div className="grid gap-4">
      <div role="status" className="flex flex-wrap gap-3 text-sm">
        <span className="rounded-md bg-success/15 px-2.5 py-1 font-medium text-emerald-700 dark:text-emerald-300">
          {result.successCount} réussi{result.successCount > 1 ? 's' : ''}
        </span>
        <span
          className={
            result.failureCount > 0
              ? 'rounded-md bg-destructive/10 px-2.5 py-1 font-medium text-destructive'
              : 'rounded-md bg-muted px-2.5 py-1 font-medium text-muted-foreground'
          }
        >
          {result.failureCount} échec{result.failureCount > 1 ? 's' : ''}
        </span>
      </div>
      <ul aria-label="Résultat de l'envoi" className="grid gap-1.5">
        {result.results.map((item, index) => (
          <li
            key={`${item.fileName}-${index}`}
            className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm"
          >
            {item.success ? (
              <CheckCircle2
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                aria-label="Réussi"
              />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Échec" />
            )}
            <div className="grid min-w-0 gap-0.5">
              <span className="truncate">{item.document?.fileName ?? item.fileName}</span>
              {item.error ? <span className="text-destructive">{item.error}</span> : null}
            </div>
          </li>
        ))}
      </ul>
      {isAllGood ? (
        <p className="text-xs text-muted-foreground">Cette fenêtre se ferme automatiquement.</p>
      ) : null}
      <DialogFooter>
        <Button onClick={onClose}>Terminer</Button>
      </DialogFooter>
    </div>
  );
}
