import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PATIENT_SEARCH_LIMIT } from '@praxis/shared/appointments/schemas';
import type { TPatientList, TPatientListItem } from '@praxis/shared/patients/schemas';
import { patientKeys } from '@/features/patients/api/query-keys';
import { api } from '@/lib/api-client';
import { PATIENT_SEARCH_MIN_CHARS, sortPatients } from '../lib/patient-search';

export async function searchPatients(term: string): Promise<TPatientListItem[]> {
  const params = new URLSearchParams({ search: term, pageSize: String(PATIENT_SEARCH_LIMIT) });
  const list = await api.get<TPatientList>(`/api/v1/patients?${params.toString()}`);
  return sortPatients(list.items).slice(0, PATIENT_SEARCH_LIMIT);
}

/** Spec 2 §5.2: the search runs from 2 characters, 10 results at most. */
export function patientSearchQueryOptions(term: string) {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: patientKeys.search(trimmed),
    queryFn: () => searchPatients(trimmed),
    enabled: trimmed.length >= PATIENT_SEARCH_MIN_CHARS,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function usePatientSearch(term: string) {
  return useQuery(patientSearchQueryOptions(term));
}
