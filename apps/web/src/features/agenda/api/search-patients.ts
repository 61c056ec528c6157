import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PATIENT_LOOKUP_DEBOUNCE_MS,
  PATIENT_LOOKUP_STALE_MS,
  isLookupTerm,
  type TPatientLookup,
  type TPatientLookupItem,
} from '@praxis/shared/patients/lookup';
import { patientKeys } from '@/features/patients/api/query-keys';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { sortPatients } from '../lib/patient-search';

/** The light lookup (every word in the first or last name), not the patient list request. */
export async function searchPatients(term: string): Promise<TPatientLookupItem[]> {
  const params = new URLSearchParams({ q: term });
  const { items } = await api.get<TPatientLookup>(`/api/v1/patients/lookup?${params.toString()}`);
  return sortPatients(items);
}

/** Spec 2 §5.2: the search runs from 2 characters, 10 results at most. */
export function patientSearchQueryOptions(term: string) {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: patientKeys.search(trimmed),
    queryFn: () => searchPatients(trimmed),
    enabled: isLookupTerm(trimmed),
    staleTime: PATIENT_LOOKUP_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Sent 250 ms after the last keystroke, not on every one (issue 10 §8). */
export function usePatientSearch(term: string) {
  const debounced = useDebouncedValue(term, PATIENT_LOOKUP_DEBOUNCE_MS);
  return useQuery(patientSearchQueryOptions(debounced));
}
