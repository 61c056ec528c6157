import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { api } from '@/lib/api-client';

export type TOrganizationList = {
  items: TOrganizationSummary[];
  total: number;
  /** null: private mode. */
  activeOrganizationId: string | null;
};

export const organizationsKey = ['organizations'] as const;

export function getOrganizations(): Promise<TOrganizationList> {
  return api.get<TOrganizationList>('/api/v1/organizations');
}

export function organizationsQueryOptions() {
  return queryOptions({ queryKey: organizationsKey, queryFn: getOrganizations });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
