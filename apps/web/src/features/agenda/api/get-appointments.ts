import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAppointmentList, TAppointmentStatus } from '@praxis/shared/appointments/schemas';
import { api } from '@/lib/api-client';
import { appointmentKeys, EVENTS_STALE_MS } from './query-keys';

/** The visible range [from, to) and the toolbar filters. */
export type TAgendaQuery = {
  from: string;
  to: string;
  typeIds?: string[];
  statuses?: TAppointmentStatus[];
};

export function getAppointments(query: TAgendaQuery): Promise<TAppointmentList> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.typeIds?.length) params.set('typeIds', query.typeIds.join(','));
  if (query.statuses?.length) params.set('statuses', query.statuses.join(','));
  return api.get<TAppointmentList>(`/api/v1/appointments?${params.toString()}`);
}

/** Spec 2 §9: events are fresh for 30 s; the previous period stays on screen while the next loads. */
export function appointmentsQueryOptions(query: TAgendaQuery) {
  return queryOptions({
    queryKey: appointmentKeys.range(query),
    queryFn: () => getAppointments(query),
    staleTime: EVENTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAppointments(query: TAgendaQuery) {
  return useQuery(appointmentsQueryOptions(query));
}
