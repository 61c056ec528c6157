import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMetier } from '@praxis/shared/profile/schemas';
import { api } from '@/lib/api-client';

export const metiersKey = ['metiers'] as const;

/** Active professions ordered by name; they rarely change. */
export function getMetiers(): Promise<{ items: TMetier[]; total: number }> {
  return api.get<{ items: TMetier[]; total: number }>('/api/v1/metiers');
}

export function metiersQueryOptions() {
  return queryOptions({ queryKey: metiersKey, queryFn: getMetiers, staleTime: 60 * 60 * 1000 });
}

export function useMetiers() {
  return useQuery(metiersQueryOptions());
}
