import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TKnowledgeItem } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import type { TList } from './get-appointment-types';

export type TKnowledgeFilters = { search?: string; kind?: string; page?: number };

export const knowledgeItemsKey = ['knowledge-items'] as const;

function toQueryString(filters: TKnowledgeFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The shared items (no owner) and the user's or organisation's own. */
export function getKnowledgeItems(filters: TKnowledgeFilters): Promise<TList<TKnowledgeItem>> {
  return api.get<TList<TKnowledgeItem>>(`/api/v1/knowledge-items${toQueryString(filters)}`);
}

export function knowledgeItemsQueryOptions(filters: TKnowledgeFilters) {
  return queryOptions({
    queryKey: [...knowledgeItemsKey, filters] as const,
    queryFn: () => getKnowledgeItems(filters),
    staleTime: 2 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeItems(filters: TKnowledgeFilters) {
  return useQuery(knowledgeItemsQueryOptions(filters));
}
