import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_STALE_MS } from '@praxis/shared/constants';
import type { TProfile } from '@praxis/shared/profile/schemas';
import { api } from '@/lib/api-client';
import { takeEarlyData } from '@/lib/early-response';

export const profileKey = ['profile'] as const;

const PROFILE_PATH = '/api/v1/profile';

export function getProfile(): Promise<TProfile> {
  return api.get<TProfile>(PROFILE_PATH);
}

/** Spec 1 §9: the practitioner profile is fresh for 2 minutes. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: getProfile,
    staleTime: PROFILE_STALE_MS,
    initialData: () => takeEarlyData<TProfile>(PROFILE_PATH),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
