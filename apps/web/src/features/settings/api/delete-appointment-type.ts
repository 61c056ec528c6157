import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentTypesKey } from './get-appointment-types';
import { reminderRulesKey } from './get-reminder-rules';

export function deleteAppointmentType(id: string): Promise<unknown> {
  return api.delete(`/api/v1/appointment-types/${encodeURIComponent(id)}`);
}

export function useDeleteAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointmentType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: appointmentTypesKey });
      await queryClient.invalidateQueries({ queryKey: reminderRulesKey });
    },
  });
}
