import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPatientAppointments } from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { patientKeys, PATIENT_STALE_MS } from './query-keys';

/** 5 upcoming (ascending) and 5 past (descending), with their type. */
export function getPatientAppointments(patientId: string): Promise<TPatientAppointments> {
  return api.get<TPatientAppointments>(
    `/api/v1/patients/${encodeURIComponent(patientId)}/appointments`,
  );
}

export function patientAppointmentsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: patientKeys.appointments(patientId),
    queryFn: () => getPatientAppointments(patientId),
    staleTime: PATIENT_STALE_MS.appointments,
  });
}

export function usePatientAppointments(patientId: string) {
  return useQuery(patientAppointmentsQueryOptions(patientId));
}
