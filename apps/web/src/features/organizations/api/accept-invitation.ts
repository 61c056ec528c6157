import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';
import { organizationErrorMessage } from '../lib/organization-error';
import { invitationsKey } from './get-invitation';

export async function acceptInvitation(invitationId: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.organization.acceptInvitation({ invitationId }),
    organizationErrorMessage("Erreur lors de l'acceptation de l'invitation"),
  );
}

/**
 * Accepting makes the organisation the active one: refresh everything but the invitation
 * itself (no longer pending, it would now answer 'not found').
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // Not awaited: the caller's own onSuccess (toast, navigation) runs at once.
    onSuccess: () =>
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== invitationsKey[0] }),
  });
}
