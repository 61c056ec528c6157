import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTrameType, TTrameTypeInput } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { trameTypesKey } from './get-trame-types';

export function createTrameType(input: TTrameTypeInput): Promise<TTrameType> {
  return api.post<TTrameType>('/api/v1/trame-types', input);
}

export function useCreateTrameType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrameType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trameTypesKey }),
  });
}
