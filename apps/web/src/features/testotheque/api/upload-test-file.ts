import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { uploadRequest, type UploadProgress } from '@/lib/upload-request';
import { testsKey } from './get-tests';

type UploadTestFileArgs = {
  id: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

/** Attaches or replaces the file of a test; the server removes the old one. */
export function uploadTestFile({
  id,
  file,
  onProgress,
}: UploadTestFileArgs): Promise<TTestDefinition> {
  const body = new FormData();
  body.set('file', file);
  return uploadRequest<TTestDefinition>(
    `/api/v1/tests/${encodeURIComponent(id)}/attachment`,
    body,
    onProgress,
  );
}

export function useUploadTestFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTestFile,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey }),
  });
}
