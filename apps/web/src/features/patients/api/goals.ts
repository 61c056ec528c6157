import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGoal, TGoalInput, TGoalPatch } from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { patientKeys, PATIENT_STALE_MS } from './query-keys';
import type { TList } from './representatives';

const base = (patientId: string) => `/api/v1/patients/${encodeURIComponent(patientId)}/goals`;

/** Not deleted; by status, then priority (highest first), then newest (spec 1 §7). */
export function getGoals(patientId: string): Promise<TList<TGoal>> {
  return api.get<TList<TGoal>>(base(patientId));
}

export function goalsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: patientKeys.goals(patientId),
    queryFn: () => getGoals(patientId),
    staleTime: PATIENT_STALE_MS.goals,
  });
}

export function useGoals(patientId: string) {
  return useQuery(goalsQueryOptions(patientId));
}

function useInvalidateGoals(patientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: patientKeys.goals(patientId) });
}

export function useCreateGoal(patientId: string) {
  const invalidate = useInvalidateGoals(patientId);
  return useMutation({
    mutationFn: (input: TGoalInput) => api.post<TGoal>(base(patientId), input),
    onSuccess: invalidate,
  });
}

export function useUpdateGoal(patientId: string) {
  const invalidate = useInvalidateGoals(patientId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TGoalPatch }) =>
      api.patch<TGoal>(`${base(patientId)}/${encodeURIComponent(id)}`, patch),
    onSuccess: invalidate,
  });
}

/** Soft delete on the server (deleted_at). */
export function useDeleteGoal(patientId: string) {
  const invalidate = useInvalidateGoals(patientId);
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(patientId)}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
