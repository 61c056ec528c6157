import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppointment, TAppointmentInput } from '@praxis/shared/appointments/schemas';
import { api } from '@/lib/api-client';
import { invalidateAfterAppointmentChange } from './invalidate-appointments';

export function createAppointment(input: TAppointmentInput): Promise<TAppointment> {
  return api.post<TAppointment>('/api/v1/appointments', input);
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => invalidateAfterAppointmentChange(queryClient),
  });
}
