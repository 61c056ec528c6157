import type { authClient } from '@/lib/auth-client';
import { authRequest } from '@/lib/auth-fetch';

export type TSession = typeof authClient.$Infer.Session;

export const sessionKey = ['session'] as const;

/**
 * The current session, or null when signed out. Better Auth's `getSession` without its client,
 * and without TanStack Query: the sign-in page asks it too, and carries neither (issue 15).
 */
export async function getSession(): Promise<TSession | null> {
  const session = await authRequest<TSession | null>(
    '/get-session',
    { method: 'GET' },
    (e) => e.message ?? 'Session indisponible',
  );
  return session ?? null;
}
