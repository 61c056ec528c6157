import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppointmentType, TAppointmentTypeInput } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { appointmentTypesKey } from './get-appointment-types';

export function createAppointmentType(input: TAppointmentTypeInput): Promise<TAppointmentType> {
  return api.post<TAppointmentType>('/api/v1/appointment-types', input);
}

export function useCreateAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointmentType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypesKey }),
  });
}
