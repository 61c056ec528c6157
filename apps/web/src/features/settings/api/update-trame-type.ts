import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTrameType, TTrameTypePatch } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { trameTypesKey } from './get-trame-types';

/** Fields, or `{ isActive }` alone to archive or reactivate. */
export function updateTrameType({
  id,
  patch,
}: {
  id: string;
  patch: TTrameTypePatch;
}): Promise<TTrameType> {
  return api.patch<TTrameType>(`/api/v1/trame-types/${encodeURIComponent(id)}`, patch);
}

export function useUpdateTrameType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrameType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trameTypesKey }),
  });
}
