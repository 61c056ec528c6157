import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserDocument, TUserDocumentInput } from '@praxis/shared/settings/schemas';
import { uploadRequest, type UploadProgress } from '@/lib/upload-request';
import { userDocumentsKey } from './get-user-documents';

/** The server may answer with the original name when it normalised the file name. */
export type TCreatedUserDocument = TUserDocument & { renamedFrom?: string | null };

type CreateUserDocumentArgs = {
  input: TUserDocumentInput;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

export function createUserDocument({
  input,
  file,
  onProgress,
}: CreateUserDocumentArgs): Promise<TCreatedUserDocument> {
  const body = new FormData();
  body.set('file', file);
  body.set('title', input.title);
  if (input.description) body.set('description', input.description);
  if (input.descriptionIa) body.set('descriptionIa', input.descriptionIa);
  if (input.trameId) body.set('trameId', input.trameId);
  for (const tag of input.tags) body.append('tags', tag);
  return uploadRequest<TCreatedUserDocument>('/api/v1/user-documents', body, onProgress);
}

export function useCreateUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserDocument,
    // An upload is never sent twice behind the user's back.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}
