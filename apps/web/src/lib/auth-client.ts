import { organizationClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/** Better Auth client on our own origin (basePath /api/auth); sessions are httpOnly cookies. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // twoFactorClient without a page: sign-in answers `twoFactorRedirect` and the form asks the code.
  plugins: [organizationClient(), twoFactorClient()],
  // The session is read through TanStack Query (features/auth/api/get-session.ts).
  sessionOptions: { refetchOnWindowFocus: false },
});

type BetterAuthError = { status: number; statusText?: string; code?: string; message?: string };
type BetterAuthResult<T> = { data: T; error: null } | { data: null; error: BetterAuthError };

/**
 * Unwraps a Better Auth call: its data, or an ApiError carrying its status, code and the
 * message chosen by `messageFor` (French texts live with each feature).
 */
export async function unwrapAuth<T>(
  call: Promise<BetterAuthResult<T>>,
  messageFor: (error: BetterAuthError) => string,
): Promise<T> {
  let result: BetterAuthResult<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (result.error) {
    const { status, code } = result.error;
    throw new ApiError(status, code ?? `HTTP_${status}`, messageFor(result.error));
  }
  return result.data;
}
