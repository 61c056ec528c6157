import { messages } from '@praxis/shared/messages';
import { authClient, unwrapAuth } from '@/lib/auth-client';

export function resetPassword(newPassword: string, token: string) {
  return unwrapAuth(authClient.resetPassword({ newPassword, token }), (error) =>
    error.status === 429 && error.message ? error.message : messages.auth.resetFailed,
  );
}
