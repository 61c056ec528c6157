import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_STALE_MS } from '@praxis/shared/constants';
import type { TProfile } from '@praxis/shared/profile/schemas';
import { api } from '@/lib/api-client';

export const profileKey = ['profile'] as const;

export function getProfile(): Promise<TProfile> {
  return api.get<TProfile>('/api/v1/profile');
}

/** Spec 1 §9: the practitioner profile is fresh for 2 minutes. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKey, queryFn: getProfile, staleTime: PROFILE_STALE_MS });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
