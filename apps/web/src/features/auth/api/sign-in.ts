import { messages } from '@praxis/shared/messages';
import type { TSignInFields } from '@praxis/shared/auth/sign-in-checks';
import { ApiError } from '@/lib/api-client';
import { authRequest } from '@/lib/auth-fetch';

/** Spec 1 §8: invalid credentials, otherwise the server message or a generic one. */
function signInMessage(error: { status: number; code?: string; message?: string }): string {
  if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD')
    return messages.auth.invalidCredentials;
  return error.message || messages.auth.signInFailed;
}

/** Better Auth's `signIn.email`, without its client (the sign-in page's first load). */
export function signIn(values: TSignInFields) {
  return authRequest<unknown>(
    '/sign-in/email',
    { method: 'POST', body: { email: values.email, password: values.password } },
    signInMessage,
  );
}

export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
}
