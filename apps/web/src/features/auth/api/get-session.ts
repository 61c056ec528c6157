import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS } from '@praxis/shared/constants';
import type { authClient } from '@/lib/auth-client';
import { authRequest } from '@/lib/auth-fetch';

export type TSession = typeof authClient.$Infer.Session;

export const sessionKey = ['session'] as const;

/**
 * The current session, or null when signed out. Better Auth's `getSession` without its client:
 * the sign-in page asks it too, and carries no Better Auth code (issue 15).
 */
export async function getSession(): Promise<TSession | null> {
  const session = await authRequest<TSession | null>(
    '/get-session',
    { method: 'GET' },
    (e) => e.message ?? 'Session indisponible',
  );
  return session ?? null;
}

/** Spec 1 §4: the session is checked every 5 minutes (Better Auth refreshes it server-side). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKey,
    queryFn: getSession,
    staleTime: SESSION_CHECK_INTERVAL_MS,
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
