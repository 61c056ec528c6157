import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';
import { organizationErrorMessage } from '../lib/organization-error';

export async function leaveOrganization(organizationId: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.organization.leave({ organizationId }),
    organizationErrorMessage("Erreur lors du départ de l'organisation"),
  );
}

/** Leaving the active organisation falls back to private mode: refresh everything. */
export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveOrganization,
    // Not awaited: the refetch unmounts the organisation's card, whose own callbacks must run first.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
