import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAssistant,
  TConversation,
  TConversationDetail,
  TConversationList,
  TCreateConversation,
} from '@praxis/shared/assistants/schemas';
import { api } from '@/lib/api-client';

export const conversationsKey = ['assistants', 'conversations'] as const;

export const conversationListQuery = (assistant: TAssistant) =>
  queryOptions({
    queryKey: [...conversationsKey, 'list', assistant] as const,
    queryFn: () => api.get<TConversationList>(`/api/v1/assistants/${assistant}/conversations`),
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...conversationsKey, 'detail', id] as const,
    queryFn: () => api.get<TConversationDetail>(`/api/v1/conversations/${id}`),
    // The chat holds the live copy while a message streams: the server's copy is read once per
    // visit and dropped when the chat closes, so that reopening it reads what was stored since.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useConversations(assistant: TAssistant) {
  return useQuery(conversationListQuery(assistant));
}

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQuery(id ?? ''), enabled: id !== null });
}

export function createConversation(assistant: TAssistant, input: TCreateConversation): Promise<TConversation> {
  return api.post<TConversation>(`/api/v1/assistants/${assistant}/conversations`, input);
}

/** After a message: the list shows the new title and order. */
export function useRefreshConversationList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...conversationsKey, 'list'] });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/v1/conversations/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
