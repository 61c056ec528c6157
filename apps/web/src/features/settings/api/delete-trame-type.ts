import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trameTypesKey } from './get-trame-types';

/** Irreversible. */
export function deleteTrameType(id: string): Promise<unknown> {
  return api.delete(`/api/v1/trame-types/${encodeURIComponent(id)}`);
}

export function useDeleteTrameType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrameType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trameTypesKey }),
  });
}
