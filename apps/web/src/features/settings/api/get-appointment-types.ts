import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { takeEarlyData } from '@/lib/early-response';

export type TList<T> = { items: T[]; total: number };

export const appointmentTypesKey = ['appointment-types'] as const;

const APPOINTMENT_TYPES_PATH = '/api/v1/appointment-types';

export function getAppointmentTypes(): Promise<TList<TAppointmentType>> {
  return api.get<TList<TAppointmentType>>(APPOINTMENT_TYPES_PATH);
}

/** Spec 2 §9: appointment types are fresh for 5 minutes. */
export function appointmentTypesQueryOptions() {
  return queryOptions({
    queryKey: appointmentTypesKey,
    queryFn: getAppointmentTypes,
    staleTime: 5 * 60 * 1000,
    initialData: () => takeEarlyData<TList<TAppointmentType>>(APPOINTMENT_TYPES_PATH),
  });
}

export function useAppointmentTypes() {
  return useQuery(appointmentTypesQueryOptions());
}
