import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userDocumentsKey } from './get-user-documents';

/** Asks for a new signed address (spec 2 §2.4 refresh action). */
export function refreshUserDocumentUrl(id: string): Promise<unknown> {
  return api.post(`/api/v1/user-documents/${encodeURIComponent(id)}/signed-url`);
}

export function useRefreshUserDocumentUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshUserDocumentUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}
