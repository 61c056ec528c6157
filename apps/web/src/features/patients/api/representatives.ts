import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRepresentative, TRepresentativeInput } from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { patientKeys, PATIENT_STALE_MS } from './query-keys';
import { takeEarlyData } from '@/lib/early-response';

export type TList<T> = { items: T[]; total: number };

const base = (patientId: string) =>
  `/api/v1/patients/${encodeURIComponent(patientId)}/representatives`;

/** Primary first, then by creation (spec 1 §7). */
export function getRepresentatives(patientId: string): Promise<TList<TRepresentative>> {
  return api.get<TList<TRepresentative>>(base(patientId));
}

export function representativesQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: patientKeys.representatives(patientId),
    queryFn: () => getRepresentatives(patientId),
    initialData: () => takeEarlyData<TList<TRepresentative>>(base(patientId)),
    staleTime: PATIENT_STALE_MS.representatives,
  });
}

export function useRepresentatives(patientId: string) {
  return useQuery(representativesQueryOptions(patientId));
}

function useInvalidateRepresentatives(patientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: patientKeys.representatives(patientId) });
}

export function useCreateRepresentative(patientId: string) {
  const invalidate = useInvalidateRepresentatives(patientId);
  return useMutation({
    mutationFn: (input: TRepresentativeInput) => api.post<TRepresentative>(base(patientId), input),
    onSuccess: invalidate,
  });
}

export function useUpdateRepresentative(patientId: string) {
  const invalidate = useInvalidateRepresentatives(patientId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TRepresentativeInput }) =>
      api.patch<TRepresentative>(`${base(patientId)}/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteRepresentative(patientId: string) {
  const invalidate = useInvalidateRepresentatives(patientId);
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(patientId)}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
