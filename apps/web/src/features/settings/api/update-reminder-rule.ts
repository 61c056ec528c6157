import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReminderRule, TReminderRuleInput } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { reminderRulesKey } from './get-reminder-rules';

export function updateReminderRule({
  id,
  input,
}: {
  id: string;
  input: TReminderRuleInput;
}): Promise<TReminderRule> {
  return api.patch<TReminderRule>(`/api/v1/reminder-rules/${encodeURIComponent(id)}`, input);
}

export function useUpdateReminderRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderRulesKey }),
  });
}
