import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserDocument } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import type { TList } from './get-appointment-types';

/** trameId: a trame's id, 'none' for documents without a trame, or absent for all. */
export type TUserDocumentFilters = { search?: string; trameId?: string; tag?: string; page?: number };

export const userDocumentsKey = ['user-documents'] as const;

function toQueryString(filters: TUserDocumentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function getUserDocuments(filters: TUserDocumentFilters): Promise<TList<TUserDocument>> {
  return api.get<TList<TUserDocument>>(`/api/v1/user-documents${toQueryString(filters)}`);
}

/** Spec 2 §9: documents are fresh for 2 minutes. */
export function userDocumentsQueryOptions(filters: TUserDocumentFilters) {
  return queryOptions({
    queryKey: [...userDocumentsKey, filters] as const,
    queryFn: () => getUserDocuments(filters),
    staleTime: 2 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}

export function useUserDocuments(filters: TUserDocumentFilters) {
  return useQuery(userDocumentsQueryOptions(filters));
}
