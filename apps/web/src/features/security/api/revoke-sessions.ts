import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';
import { securityErrorMessage } from '../lib/security-errors';
import { sessionsKey } from './get-sessions';

export async function revokeSession(token: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.revokeSession({ token }),
    securityErrorMessage('Impossible de déconnecter cette session'),
  );
}

export async function revokeOtherSessions() {
  const { authClient, unwrapAuth } = await loadAuthClient();
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
