import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TParcoursState, TParcoursValue } from '@praxis/shared/patients/schemas';
import { api, apiRequest } from '@/lib/api-client';
import { patientKeys, PATIENT_STALE_MS } from './query-keys';
import { takeEarlyData } from '@/lib/early-response';

const path = (patientId: string) => `/api/v1/patients/${encodeURIComponent(patientId)}/parcours`;

/** The current record (or null) and the ended ones, newest first. */
export function getParcours(patientId: string): Promise<TParcoursState> {
  return api.get<TParcoursState>(path(patientId));
}

export function parcoursQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: patientKeys.parcours(patientId),
    queryFn: () => getParcours(patientId),
    initialData: () => takeEarlyData<TParcoursState>(path(patientId)),
    staleTime: PATIENT_STALE_MS.parcours,
  });
}

export function useParcours(patientId: string) {
  return useQuery(parcoursQueryOptions(patientId));
}

/** Ends the current record and starts a new one; the server does nothing if it is unchanged. */
export function useUpdateParcours(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parcours: TParcoursValue) =>
      apiRequest<TParcoursState>(path(patientId), { method: 'PUT', body: { parcours } }),
    onSuccess: (state) => {
      queryClient.setQueryData(patientKeys.parcours(patientId), state);
      return queryClient.invalidateQueries({ queryKey: patientKeys.lists() });
    },
  });
}
