import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSeriesCreated, TSeriesInput } from '@praxis/shared/appointments/series';
import { api } from '@/lib/api-client';
import { invalidateAfterAppointmentChange } from './invalidate-appointments';

export function createSeries(input: TSeriesInput): Promise<TSeriesCreated> {
  return api.post<TSeriesCreated>('/api/v1/appointment-series', input);
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSettled: () => invalidateAfterAppointmentChange(queryClient),
  });
}
