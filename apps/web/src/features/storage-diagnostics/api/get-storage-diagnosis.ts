import { queryOptions, useQuery } from '@tanstack/react-query';
import { diagnoseStorage } from '@/lib/storage-diagnostics';

/** Not an HTTP call, but read like one: loading, error and refresh come from the query. */
export function storageDiagnosisQueryOptions() {
  return queryOptions({
    queryKey: ['storage-diagnosis'] as const,
    queryFn: diagnoseStorage,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useStorageDiagnosis() {
  return useQuery(storageDiagnosisQueryOptions());
}
