import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPatientExport } from '@praxis/shared/patients/data-rights';
import { api } from '@/lib/api-client';
import { patientKeys } from './query-keys';

/**
 * Patient data rights (issue 16 §2). An export's progress arrives as 'patient-exports.changed'
 * events, which refresh ['patient-exports', …] (lib/live-events.ts); a slow poll covers a
 * dropped event stream.
 */
export const exportKeys = {
  detail: (exportId: string) => ['patient-exports', exportId] as const,
};

const patientPath = (patientId: string) => `/api/v1/patients/${encodeURIComponent(patientId)}`;

export function useStartPatientExport(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TPatientExport>(`${patientPath(patientId)}/exports`),
    onSuccess: (row) => queryClient.setQueryData(exportKeys.detail(row.id), row),
  });
}

export function usePatientExport(patientId: string, exportId: string | null) {
  return useQuery({
    queryKey: exportKeys.detail(exportId ?? 'none'),
    queryFn: () => api.get<TPatientExport>(`${patientPath(patientId)}/exports/${encodeURIComponent(exportId ?? '')}`),
    enabled: exportId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'running' ? 3_000 : false;
    },
  });
}

export function useErasePatient(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => api.post<void>(`${patientPath(patientId)}/erase`, { confirmation }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: patientKeys.detail(patientId) });
      return queryClient.invalidateQueries({ queryKey: patientKeys.all });
    },
  });
}
