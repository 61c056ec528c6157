import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTrameTest } from '@praxis/shared/testotheque/schemas';
import { api } from '@/lib/api-client';

export type TTrameTestList = { items: TTrameTest[]; total: number };

export const trameTestsKey = (trameId: string) => ['trames', trameId, 'tests'] as const;

export function getTrameTests(trameId: string): Promise<TTrameTestList> {
  return api.get<TTrameTestList>(`/api/v1/trames/${encodeURIComponent(trameId)}/tests`);
}

/** Spec 3 §9: tests of a trame cached 2 minutes. */
export function trameTestsQueryOptions(trameId: string) {
  return queryOptions({
    queryKey: trameTestsKey(trameId),
    queryFn: () => getTrameTests(trameId),
    staleTime: 2 * 60 * 1000,
  });
}

export function useTrameTests(trameId: string) {
  return useQuery(trameTestsQueryOptions(trameId));
}
