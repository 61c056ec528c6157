import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserDocument, TUserDocumentInput } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import { userDocumentsKey } from './get-user-documents';

export function updateUserDocument({
  id,
  input,
}: {
  id: string;
  input: TUserDocumentInput;
}): Promise<TUserDocument> {
  return api.patch<TUserDocument>(`/api/v1/user-documents/${encodeURIComponent(id)}`, input);
}

export function useUpdateUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}
