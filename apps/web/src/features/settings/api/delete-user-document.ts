import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userDocumentsKey } from './get-user-documents';

/** Soft-deletes the document; the server removes its stored file. */
export function deleteUserDocument(id: string): Promise<unknown> {
  return api.delete(`/api/v1/user-documents/${encodeURIComponent(id)}`);
}

export function useDeleteUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}
