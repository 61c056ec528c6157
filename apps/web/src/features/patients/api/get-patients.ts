import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPatientList, TPatientListQuery } from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { patientKeys } from './query-keys';
import { takeEarlyData } from '@/lib/early-response';

/** The path of one page of the list, filtered and searched on the server. */
function patientsPath(query: TPatientListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.bilanStatus && query.bilanStatus !== 'all')
    params.set('bilanStatus', query.bilanStatus);
  if (query.hasNextAppointment && query.hasNextAppointment !== 'all') {
    params.set('hasNextAppointment', query.hasNextAppointment);
  }
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return `/api/v1/patients${search ? `?${search}` : ''}`;
}

/** GET /patients: one page of the list. */
export function getPatients(query: TPatientListQuery): Promise<TPatientList> {
  return api.get<TPatientList>(patientsPath(query));
}

export function patientsQueryOptions(query: TPatientListQuery) {
  return queryOptions({
    queryKey: patientKeys.list(query),
    queryFn: () => getPatients(query),
    initialData: () => takeEarlyData<TPatientList>(patientsPath(query)),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePatients(query: TPatientListQuery) {
  return useQuery(patientsQueryOptions(query));
}
