import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reminderRulesKey } from './get-reminder-rules';

export function deleteReminderRule(id: string): Promise<unknown> {
  return api.delete(`/api/v1/reminder-rules/${encodeURIComponent(id)}`);
}

export function useDeleteReminderRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminderRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderRulesKey }),
  });
}
