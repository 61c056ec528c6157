import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReminderRule } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import type { TList } from './get-appointment-types';

export const reminderRulesKey = ['reminder-rules'] as const;

export function getReminderRules(): Promise<TList<TReminderRule>> {
  return api.get<TList<TReminderRule>>('/api/v1/reminder-rules');
}

/** Spec 2 §9: reminders are fresh for 5 minutes. */
export function reminderRulesQueryOptions() {
  return queryOptions({
    queryKey: reminderRulesKey,
    queryFn: getReminderRules,
    staleTime: 5 * 60 * 1000,
  });
}

export function useReminderRules() {
  return useQuery(reminderRulesQueryOptions());
}
