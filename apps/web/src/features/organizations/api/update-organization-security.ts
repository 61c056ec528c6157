import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TOrganizationSecurityPatch,
  TOrganizationSummary,
} from '@praxis/shared/organizations/schemas';
import { api } from '@/lib/api-client';
import { organizationsKey } from './get-organizations';

export function updateOrganizationSecurity(
  organizationId: string,
  patch: TOrganizationSecurityPatch,
) {
  return api.patch<TOrganizationSummary>(`/api/v1/organizations/${organizationId}/security`, patch);
}

export function useUpdateOrganizationSecurity(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TOrganizationSecurityPatch) =>
      updateOrganizationSecurity(organizationId, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKey }),
  });
}
