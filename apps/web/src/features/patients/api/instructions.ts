import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInstruction, TInstructionInput } from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { patientKeys } from './query-keys';
import type { TList } from './representatives';

const base = (patientId: string) =>
  `/api/v1/patients/${encodeURIComponent(patientId)}/instructions`;

/** Newest first. */
export function getInstructions(patientId: string): Promise<TList<TInstruction>> {
  return api.get<TList<TInstruction>>(base(patientId));
}

export function instructionsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: patientKeys.instructions(patientId),
    queryFn: () => getInstructions(patientId),
  });
}

export function useInstructions(patientId: string) {
  return useQuery(instructionsQueryOptions(patientId));
}

function useInvalidateInstructions(patientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: patientKeys.instructions(patientId) });
}

export function useCreateInstruction(patientId: string) {
  const invalidate = useInvalidateInstructions(patientId);
  return useMutation({
    mutationFn: (input: TInstructionInput) => api.post<TInstruction>(base(patientId), input),
    onSuccess: invalidate,
  });
}

export function useUpdateInstruction(patientId: string) {
  const invalidate = useInvalidateInstructions(patientId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TInstructionInput }) =>
      api.patch<TInstruction>(`${base(patientId)}/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteInstruction(patientId: string) {
  const invalidate = useInvalidateInstructions(patientId);
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(patientId)}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
