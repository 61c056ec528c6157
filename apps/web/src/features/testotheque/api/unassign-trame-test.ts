import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { testsKey } from './get-tests';
import { trameTestsKey } from './get-trame-tests';

export function unassignTrameTest({
  trameId,
  testId,
}: {
  trameId: string;
  testId: string;
}): Promise<unknown> {
  return api.delete(
    `/api/v1/trames/${encodeURIComponent(trameId)}/tests/${encodeURIComponent(testId)}`,
  );
}

export function useUnassignTrameTest(trameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testId: string) => unassignTrameTest({ trameId, testId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trameTestsKey(trameId) }),
        queryClient.invalidateQueries({ queryKey: testsKey }),
      ]),
  });
}
