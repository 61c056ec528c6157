import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssistantStatus } from '@praxis/shared/assistants/schemas';
import { api } from '@/lib/api-client';

/** Whether a model is configured on the server; otherwise the answers are the spec's placeholder. */
export const assistantStatusQuery = queryOptions({
  queryKey: ['assistants', 'status'] as const,
  queryFn: () => api.get<TAssistantStatus>('/api/v1/assistants/status'),
});

export function useAssistantStatus() {
  return useQuery(assistantStatusQuery);
}
