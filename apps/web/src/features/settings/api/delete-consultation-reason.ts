import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consultationReasonsKey } from './get-consultation-reasons';

export function deleteConsultationReason(id: string): Promise<unknown> {
  return api.delete(`/api/v1/consultation-reasons/${encodeURIComponent(id)}`);
}

export function useDeleteConsultationReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConsultationReason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationReasonsKey }),
  });
}
