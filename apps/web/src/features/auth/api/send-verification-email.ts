import { messages } from '@praxis/shared/messages';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { verifiedCallbackUrl } from '../lib/verified-callback';

export function sendVerificationEmail(email: string, redirect: string | null) {
  return unwrapAuth(
    authClient.sendVerificationEmail({ email, callbackURL: verifiedCallbackUrl(redirect) }),
    (error) =>
      error.status === 429 && error.message ? error.message : messages.auth.confirmationFailed,
  );
}
