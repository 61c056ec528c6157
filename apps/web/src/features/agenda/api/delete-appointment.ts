import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSeriesScope } from '@praxis/shared/appointments/series';
import { api } from '@/lib/api-client';
import { invalidateAfterAppointmentChange } from './invalidate-appointments';

/** `scope: 'following'` deletes the later appointments of its series too. */
export type TDeleteAppointment = { id: string; scope?: TSeriesScope };

export function deleteAppointment({ id, scope }: TDeleteAppointment): Promise<unknown> {
  const query = scope === 'following' ? '?scope=following' : '';
  return api.delete<unknown>(`/api/v1/appointments/${id}${query}`);
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => invalidateAfterAppointmentChange(queryClient),
  });
}
