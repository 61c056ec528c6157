import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileUpdate } from '@praxis/shared/profile/schemas';
import { api } from '@/lib/api-client';
import { profileKey } from './get-profile';

export function updateProfile(input: TProfileUpdate): Promise<TProfile> {
  return api.patch<TProfile>('/api/v1/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
