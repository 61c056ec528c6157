import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAppointmentList } from '@praxis/shared/appointments/schemas';
import { api } from '@/lib/api-client';
import { appointmentsPath, type TAgendaQuery } from './appointments-path';
import { appointmentKeys, EVENTS_STALE_MS } from './query-keys';
import { takeEarlyData } from '@/lib/early-response';

export type { TAgendaQuery } from './appointments-path';

export function getAppointments(query: TAgendaQuery): Promise<TAppointmentList> {
  return api.get<TAppointmentList>(appointmentsPath(query));
}

/** Spec 2 §9: events are fresh for 30 s; the previous period stays on screen while the next loads. */
export function appointmentsQueryOptions(query: TAgendaQuery) {
  return queryOptions({
    queryKey: appointmentKeys.range(query),
    queryFn: () => getAppointments(query),
    staleTime: EVENTS_STALE_MS,
    placeholderData: keepPreviousData,
    initialData: () => takeEarlyData<TAppointmentList>(appointmentsPath(query)),
  });
}

export function useAppointments(query: TAgendaQuery) {
  return useQuery(appointmentsQueryOptions(query));
}
