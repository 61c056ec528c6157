import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrganizationMember } from '@praxis/shared/organizations/schemas';
import { api } from '@/lib/api-client';
import { organizationsKey } from './get-organizations';

export type TMemberList = { items: TOrganizationMember[]; total: number };

export function getMembers(organizationId: string): Promise<TMemberList> {
  return api.get<TMemberList>(
    `/api/v1/organizations/${encodeURIComponent(organizationId)}/members`,
  );
}

export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: [...organizationsKey, organizationId, 'members'] as const,
    queryFn: () => getMembers(organizationId),
  });
}

export function useMembers(organizationId: string) {
  return useQuery(membersQueryOptions(organizationId));
}
