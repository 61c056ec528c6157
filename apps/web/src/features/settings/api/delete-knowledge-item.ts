import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { knowledgeItemsKey } from './get-knowledge-items';

/** Deleted for good, with its stored file. */
export function deleteKnowledgeItem(id: string): Promise<unknown> {
  return api.delete(`/api/v1/knowledge-items/${encodeURIComponent(id)}`);
}

export function useDeleteKnowledgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledgeItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeItemsKey }),
  });
}
