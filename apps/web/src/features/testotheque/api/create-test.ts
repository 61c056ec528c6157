import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTestCreate, TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { uploadRequest } from '@/lib/upload-request';
import { testsKey } from './get-tests';

/** The create dialog sends the name only (multipart, as the endpoint also takes a file). */
export function createTest(input: TTestCreate): Promise<TTestDefinition> {
  const body = new FormData();
  body.set('title', input.title);
  return uploadRequest<TTestDefinition>('/api/v1/tests', body);
}

export function useCreateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTest,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey }),
  });
}
