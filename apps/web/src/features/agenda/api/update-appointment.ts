import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppointment, TAppointmentPatch } from '@praxis/shared/appointments/schemas';
import { api } from '@/lib/api-client';
import { invalidateAfterAppointmentChange } from './invalidate-appointments';

export type TUpdateAppointment = { id: string; patch: TAppointmentPatch };

export function updateAppointment({ id, patch }: TUpdateAppointment): Promise<TAppointment> {
  return api.patch<TAppointment>(`/api/v1/appointments/${id}`, patch);
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    // Refresh after failures too: a refused move must show the stored times again.
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
}
