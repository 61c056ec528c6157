import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TConsultationReason,
  TConsultationReasonInput,
} from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { consultationReasonsKey } from './get-consultation-reasons';

export function createConsultationReason(
  input: TConsultationReasonInput,
): Promise<TConsultationReason> {
  return api.post<TConsultationReason>('/api/v1/consultation-reasons', input);
}

export function useCreateConsultationReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultationReason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationReasonsKey }),
  });
}
