import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TKnowledgeItem, TKnowledgeItemInput } from '@praxis/shared/settings/schemas';
import { uploadRequest, type UploadProgress } from '@/lib/upload-request';
import { knowledgeItemsKey } from './get-knowledge-items';

export type TCreatedKnowledgeItem = TKnowledgeItem & { renamedFrom?: string | null };

type CreateKnowledgeItemArgs = {
  input: TKnowledgeItemInput;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

export function createKnowledgeItem({
  input,
  file,
  onProgress,
}: CreateKnowledgeItemArgs): Promise<TCreatedKnowledgeItem> {
  const body = new FormData();
  body.set('file', file);
  body.set('title', input.title);
  body.set('kind', input.kind);
  if (input.description) body.set('description', input.description);
  if (input.aiBrief) body.set('aiBrief', input.aiBrief);
  for (const tag of input.tags) body.append('tags', tag);
  return uploadRequest<TCreatedKnowledgeItem>('/api/v1/knowledge-items', body, onProgress);
}

export function useCreateKnowledgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKnowledgeItem,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeItemsKey }),
  });
}
