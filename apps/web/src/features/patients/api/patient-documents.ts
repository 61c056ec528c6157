import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TDocumentUploadResponse,
  TPatientDocument,
  TPatientDocumentQuery,
} from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload-request';
import { patientKeys, PATIENT_STALE_MS } from './query-keys';

export type TPatientDocumentPage = {
  items: TPatientDocument[];
  total: number;
  page: number;
  pageSize: number;
};
export type TDocumentLinkPurpose = 'view' | 'download';
export type TDocumentLink = { url: string; expiresAt: string };

const base = (patientId: string) => `/api/v1/patients/${encodeURIComponent(patientId)}/documents`;

function toQueryString(query: TPatientDocumentQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.fileType && query.fileType !== 'all') params.set('fileType', query.fileType);
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Active documents, newest first, one page at a time. */
export function getPatientDocuments(
  patientId: string,
  query: TPatientDocumentQuery,
): Promise<TPatientDocumentPage> {
  return api.get<TPatientDocumentPage>(`${base(patientId)}${toQueryString(query)}`);
}

export function patientDocumentsQueryOptions(patientId: string, query: TPatientDocumentQuery) {
  return queryOptions({
    queryKey: patientKeys.documents(patientId, query),
    queryFn: () => getPatientDocuments(patientId, query),
    staleTime: PATIENT_STALE_MS.documents,
    placeholderData: keepPreviousData,
  });
}

export function usePatientDocuments(patientId: string, query: TPatientDocumentQuery) {
  return useQuery(patientDocumentsQueryOptions(patientId, query));
}

function useInvalidateDocuments(patientId: string) {
  const queryClient = useQueryClient();
  // A document named 'bilan' changes the bilan status shown in the lists.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: patientKeys.documents(patientId) }),
      queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
    ]);
}

type UploadArgs = { files: File[]; onProgress?: (progress: UploadProgress) => void };

/** One request for all files; the answer has one result per file, in order. */
export function uploadPatientDocuments(
  patientId: string,
  { files, onProgress }: UploadArgs,
): Promise<TDocumentUploadResponse> {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return uploadRequest<TDocumentUploadResponse>(base(patientId), body, onProgress);
}

export function useUploadPatientDocuments(patientId: string) {
  const invalidate = useInvalidateDocuments(patientId);
  return useMutation({
    mutationFn: (args: UploadArgs) => uploadPatientDocuments(patientId, args),
    // An upload is never sent twice behind the user's back.
    retry: false,
    onSettled: invalidate,
  });
}

/** Removes the stored file, then the record. */
export function useDeletePatientDocument(patientId: string) {
  const invalidate = useInvalidateDocuments(patientId);
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(patientId)}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** A signed same-origin address: 'view' lasts an hour (inline), 'download' a minute (attachment). */
export function getPatientDocumentLink(
  patientId: string,
  documentId: string,
  purpose: TDocumentLinkPurpose,
): Promise<TDocumentLink> {
  return api.get<TDocumentLink>(
    `${base(patientId)}/${encodeURIComponent(documentId)}/link?purpose=${purpose}`,
  );
}
