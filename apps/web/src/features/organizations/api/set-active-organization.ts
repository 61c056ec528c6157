import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';
import { organizationErrorMessage } from '../lib/organization-error';

/** null: private mode. */
export async function setActiveOrganization(organizationId: string | null) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.organization.setActive({ organizationId }),
    organizationErrorMessage("Erreur lors du changement d'organisation"),
  );
}

/** Every tenant-scoped query depends on the active organisation: invalidate them all. */
export function useSetActiveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveOrganization,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
