import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';
import type { TChangePassword } from '../lib/change-password-schema';
import { securityErrorMessage } from '../lib/security-errors';
import { sessionsKey } from './get-sessions';

export async function changePassword(values: TChangePassword) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      revokeOtherSessions: values.revokeOtherSessions,
    }),
    securityErrorMessage('Échec de la mise à jour du mot de passe'),
  );
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
