import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { api } from '@/lib/api-client';
import { takeEarlyData } from '@/lib/early-response';

export type TOrganizationList = {
  items: TOrganizationSummary[];
  total: number;
  /** null: private mode. */
  activeOrganizationId: string | null;
};

export const organizationsKey = ['organizations'] as const;

const ORGANIZATIONS_PATH = '/api/v1/organizations';

export function getOrganizations(): Promise<TOrganizationList> {
  return api.get<TOrganizationList>(ORGANIZATIONS_PATH);
}

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationsKey,
    queryFn: getOrganizations,
    initialData: () => takeEarlyData<TOrganizationList>(ORGANIZATIONS_PATH),
  });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
