import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportResult } from '@praxis/shared/patients/schemas';
import { uploadRequest, type UploadProgress } from '@/lib/upload-request';
import { patientKeys } from './query-keys';

type ImportArgs = { file: File; onProgress?: (progress: UploadProgress) => void };

/** POST /patients/import: the valid rows are inserted in one transaction. */
export function importPatients({ file, onProgress }: ImportArgs): Promise<TImportResult> {
  const body = new FormData();
  body.set('file', file);
  return uploadRequest<TImportResult>('/api/v1/patients/import', body, onProgress);
}

export function useImportPatients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPatients,
    // An import is never sent twice behind the user's back: it would create the patients twice.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
