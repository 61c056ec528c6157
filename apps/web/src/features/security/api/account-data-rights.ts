import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountDeletionRequest, TAccountExport } from '@praxis/shared/patients/data-rights';
import { api } from '@/lib/api-client';

/**
 * 'Exporter mon compte' (issue 16 §2). Its progress arrives as 'patient-exports.changed' events
 * (the same export machinery), which refresh ['patient-exports', …]; a slow poll covers a dropped
 * event stream.
 */
const accountExportKey = (exportId: string) => ['patient-exports', exportId] as const;

export function useStartAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAccountExport>('/api/v1/account/exports'),
    onSuccess: (row) => queryClient.setQueryData(accountExportKey(row.id), row),
  });
}

export function useAccountExport(exportId: string | null) {
  return useQuery({
    queryKey: accountExportKey(exportId ?? 'none'),
    queryFn: () =>
      api.get<TAccountExport>(`/api/v1/account/exports/${encodeURIComponent(exportId ?? '')}`),
    enabled: exportId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'running' ? 3_000 : false;
    },
  });
}

/** 'Supprimer mon compte': the server erases everything and the sessions; the caller leaves the app. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: TAccountDeletionRequest) => api.post<void>('/api/v1/account/delete', body),
  });
}
