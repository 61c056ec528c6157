import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { securityErrorMessage } from '../lib/security-errors';
import { sessionsKey } from './get-sessions';

export function revokeSession(token: string) {
  return unwrapAuth(
    authClient.revokeSession({ token }),
    securityErrorMessage('Impossible de déconnecter cette session'),
  );
}

export function revokeOtherSessions() {
  return unwrapAuth(
    authClient.revokeOtherSessions(),
    securityErrorMessage('Impossible de déconnecter les autres sessions'),
  );
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
