import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { testsKey } from './get-tests';

/** Removes the test and its stored file (owner only). */
export function deleteTest(id: string): Promise<unknown> {
  return api.delete(`/api/v1/tests/${encodeURIComponent(id)}`);
}

export function useDeleteTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey }),
  });
}
