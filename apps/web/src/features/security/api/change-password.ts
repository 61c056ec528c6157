import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import type { TChangePassword } from '../lib/change-password-schema';
import { securityErrorMessage } from '../lib/security-errors';
import { sessionsKey } from './get-sessions';

export function changePassword(values: TChangePassword) {
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
