import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterAppointmentChange } from './invalidate-appointments';

export function deleteAppointment(id: string): Promise<unknown> {
  return api.delete<unknown>(`/api/v1/appointments/${id}`);
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => invalidateAfterAppointmentChange(queryClient),
  });
}
