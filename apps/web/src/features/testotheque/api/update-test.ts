import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTestDefinition, TTestPatch } from '@praxis/shared/testotheque/schemas';
import { api } from '@/lib/api-client';
import { testsKey } from './get-tests';

/** Only the fields given change (owner only); ages in years, stored in months by the server. */
export function updateTest({
  id,
  patch,
}: {
  id: string;
  patch: TTestPatch;
}): Promise<TTestDefinition> {
  return api.patch<TTestDefinition>(`/api/v1/tests/${encodeURIComponent(id)}`, patch);
}

export function useUpdateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey }),
  });
}
