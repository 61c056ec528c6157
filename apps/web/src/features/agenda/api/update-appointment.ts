import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppointment, TAppointmentPatch } from '@praxis/shared/appointments/schemas';
import type { TSeriesScope } from '@praxis/shared/appointments/series';
import { api } from '@/lib/api-client';
import { invalidateAfterAppointmentChange } from './invalidate-appointments';

/** `scope: 'following'` applies the change to the later appointments of its series too. */
export type TUpdateAppointment = { id: string; patch: TAppointmentPatch; scope?: TSeriesScope };

export function updateAppointment({ id, patch, scope }: TUpdateAppointment): Promise<TAppointment> {
  const query = scope === 'following' ? '?scope=following' : '';
  return api.patch<TAppointment>(`/api/v1/appointments/${id}${query}`, patch);
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    // Refresh after failures too: a refused move must show the stored times again.
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
}
