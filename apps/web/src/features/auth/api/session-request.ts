import type { authClient } from '@/lib/auth-client';
import { authRequest } from '@/lib/auth-fetch';

/** Better Auth's session endpoint, under /api/auth. */
export const SESSION_REQUEST = '/get-session';

export type TSession = typeof authClient.$Infer.Session;

export const sessionKey = ['session'] as const;

/**
 * The current session, or null when signed out. Better Auth's `getSession` without its client,
 * and without TanStack Query: the sign-in page asks it too, and carries neither (issue 15). On a
 * signed-in page's first load the answer is the one index.html's early script asked for
 * (early-requests/early-requests.ts).
 */
export async function getSession(): Promise<TSession | null> {
  const session = await authRequest<TSession | null>(
    SESSION_REQUEST,
    { method: 'GET' },
    (e) => e.message ?? 'Session indisponible',
  );
  return session ?? null;
}
