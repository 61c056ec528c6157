import { useId, useRef } from 'react';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { formatFileSize } from '@/lib/file-size';
import type { UploadProgress } from '@/lib/upload-request';
import { acceptAttribute, checkPickedFile, PROGRESS_THRESHOLD_BYTES } from '../../lib/file-checks';

type FileInputFieldProps = {
  label: string;
  extensions: readonly string[];
  file: File | null;
  error?: string;
  hint?: string;
  progress: UploadProgress | null;
  onChange: (file: File | null, error: string | null) => void;
};

/** A file picker checked before upload (spec 2 §5.9), with the upload's progress. */
export function FileInputField({
  label,
  extensions,
  file,
  error,
  hint,
  progress,
  onChange,
}: FileInputFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  const showProgress = progress !== null && file !== null && file.size >= PROGRESS_THRESHOLD_BYTES;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={acceptAttribute(extensions)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          const problem = picked ? checkPickedFile(picked, extensions) : null;
          if (problem && inputRef.current) inputRef.current.value = '';
          onChange(problem ? null : picked, problem);
        }}
        className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent aria-invalid:text-destructive"
      />
      {file ? (
        <p className="text-xs text-muted-foreground">
          {file.name} — {formatFileSize(file.size)}
        </p>
      ) : null}
      {showProgress ? (
        <div className="grid gap-1">
          <Progress value={progress.percent} aria-label="Envoi du fichier" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Envoi du fichier : {progress.percent} %
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint ?? `Formats acceptés : ${extensions.join(', ')} — 15 Mo au plus.`}
        </p>
      )}
    </div>
  );
}
