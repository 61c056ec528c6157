import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PATIENT_LOOKUP_STALE_MS, isLookupTerm, type TPatientLookup } from '@praxis/shared/patients/lookup';
import { api } from '@/lib/api-client';

/** Spec 3 §7 patients lookup: 2 characters at least, 10 results, cached 5 minutes. */
export function usePatientLookup(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['patients', 'lookup', q] as const,
    queryFn: ({ signal }) => api.get<TPatientLookup>(`/api/v1/patients/lookup?q=${encodeURIComponent(q)}`, { signal }),
    enabled: isLookupTerm(q),
    staleTime: PATIENT_LOOKUP_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
