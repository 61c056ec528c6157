import { messages } from '@praxis/shared/messages';
import { loadAuthClient } from '@/lib/auth-fetch';
import { verifiedCallbackUrl } from '../lib/verified-callback';

export async function sendVerificationEmail(email: string, redirect: string | null) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  return unwrapAuth(
    authClient.sendVerificationEmail({ email, callbackURL: verifiedCallbackUrl(redirect) }),
    (error) =>
      error.status === 429 && error.message ? error.message : messages.auth.confirmationFailed,
  );
}
