import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { knowledgeItemsKey } from './get-knowledge-items';

export function refreshKnowledgeItemUrl(id: string): Promise<unknown> {
  return api.post(`/api/v1/knowledge-items/${encodeURIComponent(id)}/signed-url`);
}

export function useRefreshKnowledgeItemUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshKnowledgeItemUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeItemsKey }),
  });
}
