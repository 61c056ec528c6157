import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReminderRule, TReminderRuleInput } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { reminderRulesKey } from './get-reminder-rules';

/** A second rule for the same type and channel answers 409 with the spec's message. */
export function createReminderRule(input: TReminderRuleInput): Promise<TReminderRule> {
  return api.post<TReminderRule>('/api/v1/reminder-rules', input);
}

export function useCreateReminderRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminderRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderRulesKey }),
  });
}
