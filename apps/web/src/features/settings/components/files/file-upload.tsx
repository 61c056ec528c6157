import { useState } from 'react';
import { toast } from '@/lib/toast';
import { fileMessages } from '@praxis/shared/settings/schemas';
import type { UploadProgress } from '@/lib/upload-request';
import { renamedWarning } from '../../lib/file-checks';

/** The file picked in a creation form, its error and its upload's progress. */
export function useFileDraft() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  /** FileInputField's onChange. */
  const onPick = (picked: File | null, problem: string | null) => {
    setFile(picked);
    setError(problem ?? undefined);
  };

  /** Says the file is required when none is picked. */
  const flagMissing = () => {
    if (!file) setError(fileMessages.required);
  };

  /** The file to upload, its progress started; null (and the field says why) when none. */
  const startUpload = (): File | null => {
    if (!file) {
      setError(fileMessages.required);
      return null;
    }
    setProgress({ loaded: 0, total: file.size, percent: 0 });
    return file;
  };

  return { file, error, progress, setProgress, onPick, flagMissing, startUpload };
}

type Uploaded = { renamedFrom?: string | null; file: { fileName: string } | null };

/** Toasts a created item, and warns when the server renamed its file. */
export function toastUploaded(created: Uploaded, message: string) {
  toast.success(message);
  if (created.renamedFrom && created.file) {
    toast.warning(renamedWarning(created.file.fileName));
  }
}

/** The edit form's note on the item's file, which cannot be replaced. */
export function CurrentFileNote({ fileName, note }: { fileName?: string; note?: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Fichier : <span className="font-medium text-foreground">{fileName ?? 'aucun'}</span>
      {note}
    </p>
  );
}
