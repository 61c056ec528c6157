import { messages } from '@praxis/shared/messages';
import type { TSignIn } from '@praxis/shared/auth/schemas';
import { ApiError } from '@/lib/api-client';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/** Spec 1 §8: invalid credentials, otherwise the server message or a generic one. */
function signInMessage(error: { status: number; code?: string; message?: string }): string {
  if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD')
    return messages.auth.invalidCredentials;
  return error.message || messages.auth.signInFailed;
}

export function signIn(values: TSignIn) {
  return unwrapAuth(
    authClient.signIn.email({ email: values.email, password: values.password }),
    signInMessage,
  );
}

export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
}
