import { messages } from '@praxis/shared/messages';
import { loadAuthClient } from '@/lib/auth-fetch';

export async function resetPassword(newPassword: string, token: string) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(authClient.resetPassword({ newPassword, token }), (error) =>
    error.status === 429 && error.message ? error.message : messages.auth.resetFailed,
  );
}
