import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  effectiveTrameSearch,
  type TTrameDocument,
  type TTrameDocumentPatch,
} from '@praxis/shared/trames/schemas';
import { api } from '@/lib/api-client';
import { uploadRequest } from '@/lib/upload-request';
import { trameKey, type TList } from './trames';

/** Live events 'trame-documents.changed' refresh every query under this key. */
export const documentsKey = (trameId: string) => ['trame-documents', trameId] as const;
const base = (trameId: string) => `/api/v1/trames/${encodeURIComponent(trameId)}/documents`;

export function useTrameDocuments(trameId: string, search: string) {
  const term = effectiveTrameSearch(search) ?? '';
  return useQuery({
    queryKey: [...documentsKey(trameId), term] as const,
    queryFn: () =>
      api.get<TList<TTrameDocument>>(
        `${base(trameId)}${term ? `?${new URLSearchParams({ search: term }).toString()}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
}

function useRefresh(trameId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentsKey(trameId) }),
      queryClient.invalidateQueries({ queryKey: trameKey(trameId) }),
    ]);
}

export type TDocumentUpload = {
  file: File;
  title: string;
  nom: string;
  description: string;
  descriptionIa: string;
};

export function useAddTrameDocument(trameId: string) {
  const refresh = useRefresh(trameId);
  return useMutation({
    mutationFn: (input: TDocumentUpload) => {
      const body = new FormData();
      body.set('file', input.file);
      for (const key of ['title', 'nom', 'description', 'descriptionIa'] as const)
        if (input[key].trim()) body.set(key, input[key]);
      return uploadRequest<TTrameDocument>(base(trameId), body);
    },
    retry: false,
    onSuccess: refresh,
  });
}

export function useUpdateTrameDocument(trameId: string) {
  const refresh = useRefresh(trameId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TTrameDocumentPatch }) =>
      api.patch<TTrameDocument>(`${base(trameId)}/${encodeURIComponent(id)}`, patch),
    retry: false,
    onSuccess: refresh,
  });
}

export function useDeleteTrameDocument(trameId: string) {
  const refresh = useRefresh(trameId);
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${base(trameId)}/${encodeURIComponent(id)}`),
    retry: false,
    onSuccess: refresh,
  });
}
