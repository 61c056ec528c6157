import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTrameTest } from '@praxis/shared/testotheque/schemas';
import { api } from '@/lib/api-client';
import { testsKey } from './get-tests';
import { trameTestsKey } from './get-trame-tests';

export function assignTrameTest({
  trameId,
  testDefinitionId,
}: {
  trameId: string;
  testDefinitionId: string;
}): Promise<TTrameTest> {
  return api.post<TTrameTest>(`/api/v1/trames/${encodeURIComponent(trameId)}/tests`, {
    testDefinitionId,
  });
}

export function useAssignTrameTest(trameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testDefinitionId: string) => assignTrameTest({ trameId, testDefinitionId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trameTestsKey(trameId) }),
        queryClient.invalidateQueries({ queryKey: testsKey }),
      ]),
  });
}
