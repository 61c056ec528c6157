import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { organizationErrorMessage } from '../lib/organization-error';
import { organizationsKey } from './get-organizations';

export type TInviteMemberInput = { organizationId: string; email: string };

export function inviteMember({ organizationId, email }: TInviteMemberInput) {
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
