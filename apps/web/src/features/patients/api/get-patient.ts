import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { ApiError, api } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/query-client';
import { patientKeys } from './query-keys';
import { takeEarlyData } from '@/lib/early-response';

const patientPath = (id: string) => `/api/v1/patients/${encodeURIComponent(id)}`;

export function getPatient(id: string): Promise<TPatient> {
  return api.get<TPatient>(patientPath(id));
}

/** A 404 (unknown patient, or another practitioner's) is an answer, not a failure to retry. */
function shouldRetryPatient(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return shouldRetryQuery(failureCount, error);
}

export function patientQueryOptions(id: string) {
  return queryOptions({
    queryKey: patientKeys.detail(id),
    queryFn: () => getPatient(id),
    initialData: () => takeEarlyData<TPatient>(patientPath(id)),
    retry: shouldRetryPatient,
  });
}

export function usePatient(id: string) {
  return useQuery(patientQueryOptions(id));
}
