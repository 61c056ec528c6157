import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { loadAuthClient } from '@/lib/auth-fetch';
import { organizationErrorMessage } from '../lib/organization-error';

export const invitationsKey = ['invitations'] as const;

const NOT_FOUND = 'Invitation introuvable, expirée ou déjà utilisée.';

/** Better Auth answers only to the invitee, and only for a pending invitation. */
export async function getInvitation(id: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  const invitation = await unwrapAuth(
    authClient.organization.getInvitation({ query: { id } }),
    organizationErrorMessage(NOT_FOUND),
  );
  if (!invitation) throw new ApiError(404, 'INVITATION_NOT_FOUND', NOT_FOUND);
  return invitation;
}

export type TInvitation = Awaited<ReturnType<typeof getInvitation>>;

export function invitationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...invitationsKey, id] as const,
    queryFn: () => getInvitation(id),
    retry: false,
  });
}

export function useInvitation(id: string) {
  return useQuery(invitationQueryOptions(id));
}
