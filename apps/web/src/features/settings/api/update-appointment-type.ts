import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppointmentType, TAppointmentTypeInput } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { appointmentTypesKey } from './get-appointment-types';
import { reminderRulesKey } from './get-reminder-rules';

export function updateAppointmentType({
  id,
  input,
}: {
  id: string;
  input: TAppointmentTypeInput;
}): Promise<TAppointmentType> {
  return api.patch<TAppointmentType>(`/api/v1/appointment-types/${encodeURIComponent(id)}`, input);
}

/** Reminder rules show the type's name: they are refreshed too. */
export function useUpdateAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: appointmentTypesKey });
      await queryClient.invalidateQueries({ queryKey: reminderRulesKey });
    },
  });
}
