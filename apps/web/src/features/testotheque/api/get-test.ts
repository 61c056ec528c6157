import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTestDashboard } from '@praxis/shared/testotheque/schemas';
import { api, ApiError } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/query-client';
import { testsKey } from './get-tests';

export const testKey = (id: string) => [...testsKey, 'detail', id] as const;

export function getTest(id: string): Promise<TTestDashboard> {
  return api.get<TTestDashboard>(`/api/v1/tests/${encodeURIComponent(id)}`);
}

/** Spec 3 §7, §9: the dashboard is stale after 10 s and refetched on window focus. */
export function testQueryOptions(id: string) {
  return queryOptions({
    queryKey: testKey(id),
    queryFn: () => getTest(id),
    staleTime: 10 * 1000,
    refetchOnWindowFocus: true,
    // 'Test introuvable' at once: a missing or foreign test does not come back by retrying.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && shouldRetryQuery(failureCount, error),
  });
}

export function useTest(id: string) {
  return useQuery(testQueryOptions(id));
}
