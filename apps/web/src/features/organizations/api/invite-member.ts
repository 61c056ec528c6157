import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';
import { organizationErrorMessage } from '../lib/organization-error';
import { organizationsKey } from './get-organizations';

export type TInviteMemberInput = { organizationId: string; email: string };

export async function inviteMember({ organizationId, email }: TInviteMemberInput) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.organization.inviteMember({ email: email.trim(), role: 'member', organizationId }),
    organizationErrorMessage("Erreur lors de l'envoi de l'invitation"),
  );
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_data, { organizationId }) =>
      queryClient.invalidateQueries({ queryKey: [...organizationsKey, organizationId] }),
  });
}
