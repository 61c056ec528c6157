import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TKnowledgeItem, TKnowledgeItemInput } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { knowledgeItemsKey } from './get-knowledge-items';

/** The file cannot be replaced on edit (spec 2 §5.7); shared items cannot be edited. */
export function updateKnowledgeItem({
  id,
  input,
}: {
  id: string;
  input: TKnowledgeItemInput;
}): Promise<TKnowledgeItem> {
  return api.patch<TKnowledgeItem>(`/api/v1/knowledge-items/${encodeURIComponent(id)}`, input);
}

export function useUpdateKnowledgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKnowledgeItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeItemsKey }),
  });
}
