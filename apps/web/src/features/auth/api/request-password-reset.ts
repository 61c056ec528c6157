import { messages } from '@praxis/shared/messages';
import { loadAuthClient } from '@/lib/auth-fetch';

export async function requestPasswordReset(email: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.requestPasswordReset({ email, redirectTo: '/auth/reset' }),
    (error) =>
      error.status === 429 && error.message ? error.message : messages.auth.resetMailFailed,
  );
}
