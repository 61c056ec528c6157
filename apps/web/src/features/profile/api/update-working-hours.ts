import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@praxis/shared/profile/schemas';
import type { TWorkingHours } from '@praxis/shared/profile/working-hours';
import { api } from '@/lib/api-client';
import { profileKey } from './get-profile';

export function updateWorkingHours(input: TWorkingHours): Promise<TProfile> {
  return api.patch<TProfile>('/api/v1/profile/working-hours', input);
}

/** The agenda reads the hours from the profile query: updating it re-shades the agenda. */
export function useUpdateWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkingHours,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
