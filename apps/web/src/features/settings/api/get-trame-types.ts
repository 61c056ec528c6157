import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTrameType } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import type { TList } from './get-appointment-types';

export const trameTypesKey = ['trame-types'] as const;

/** Active and archived types, each with isActive. */
export function getTrameTypes(): Promise<TList<TTrameType>> {
  return api.get<TList<TTrameType>>('/api/v1/trame-types');
}

export function trameTypesQueryOptions() {
  return queryOptions({ queryKey: trameTypesKey, queryFn: getTrameTypes });
}

export function useTrameTypes() {
  return useQuery(trameTypesQueryOptions());
}
