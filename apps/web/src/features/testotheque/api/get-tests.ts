import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { effectiveTestSearch } from '@praxis/shared/testotheque/search';
import { api } from '@/lib/api-client';

export type TTestList = { items: TTestDefinition[]; total: number };

export const testsKey = ['tests'] as const;

/** Active shared tests plus the organisation's (or the user's own); search from 2 characters. */
export function getTests(search: string | null): Promise<TTestList> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return api.get<TTestList>(`/api/v1/tests${query}`);
}

/** Spec 3 §9: the test list is cached 1 minute (3 retries with backoff: the client's defaults). */
export function testsQueryOptions(search?: string) {
  const term = effectiveTestSearch(search);
  return queryOptions({
    queryKey: [...testsKey, 'list', term ?? ''] as const,
    queryFn: () => getTests(term),
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
  });
}

export function useTests(search?: string) {
  return useQuery(testsQueryOptions(search));
}
