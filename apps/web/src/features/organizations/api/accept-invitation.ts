import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { organizationErrorMessage } from '../lib/organization-error';

export function acceptInvitation(invitationId: string) {
  return unwrapAuth(
    authClient.organization.acceptInvitation({ invitationId }),
    organizationErrorMessage("Erreur lors de l'acceptation de l'invitation"),
  );
}

/** Accepting makes the organisation the active one: refresh everything. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
