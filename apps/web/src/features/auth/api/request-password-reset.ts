import { messages } from '@praxis/shared/messages';
import { authClient, unwrapAuth } from '@/lib/auth-client';

export function requestPasswordReset(email: string) {
  return unwrapAuth(
    authClient.requestPasswordReset({ email, redirectTo: '/auth/reset' }),
    (error) =>
      error.status === 429 && error.message ? error.message : messages.auth.resetMailFailed,
  );
}
