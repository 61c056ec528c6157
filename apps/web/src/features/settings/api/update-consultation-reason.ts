import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TConsultationReason,
  TConsultationReasonInput,
} from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { consultationReasonsKey } from './get-consultation-reasons';

export function updateConsultationReason({
  id,
  input,
}: {
  id: string;
  input: TConsultationReasonInput;
}): Promise<TConsultationReason> {
  return api.patch<TConsultationReason>(
    `/api/v1/consultation-reasons/${encodeURIComponent(id)}`,
    input,
  );
}

export function useUpdateConsultationReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultationReason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationReasonsKey }),
  });
}
