import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSeriesInput, TSeriesPreview } from '@praxis/shared/appointments/series';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './query-keys';

/** A read that needs a body: POST, but it writes nothing (issue 17 §2). */
export function previewSeries(input: TSeriesInput): Promise<TSeriesPreview> {
  return api.post<TSeriesPreview>('/api/v1/appointment-series/preview', input);
}

/** Under `appointmentKeys.all`: any agenda change refreshes the conflicts shown. */
export function seriesPreviewQueryOptions(input: TSeriesInput | null) {
  return queryOptions({
    queryKey: [...appointmentKeys.all, 'series-preview', input] as const,
    queryFn: () => previewSeries(input as TSeriesInput),
    enabled: input !== null,
  });
}

export function useSeriesPreview(input: TSeriesInput | null) {
  return useQuery(seriesPreviewQueryOptions(input));
}
