import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';

export const securityKey = ['security'] as const;
export const securityStatusKey = [...securityKey, 'status'] as const;

export type TSecurityStatus = { isTwoFactorEnabled: boolean; currentSessionId: string | null };

/** Read fresh from the server: whether 2FA is on, and which session is this browser's. */
export async function getSecurityStatus(): Promise<TSecurityStatus> {
  const { authClient, unwrapAuth } = await loadAuthClient();
  const session = await unwrapAuth(
    authClient.getSession({ query: { disableCookieCache: true } }),
    (e) => e.message ?? 'Session indisponible',
  );
  const user = session?.user as { twoFactorEnabled?: boolean | null } | undefined;
  return {
    isTwoFactorEnabled: user?.twoFactorEnabled === true,
    // The server keeps the session token out of get-session (httpOnly cookie only): the id tells which one is ours.
    currentSessionId: session?.session.id ?? null,
  };
}

export function securityStatusQueryOptions() {
  return queryOptions({ queryKey: securityStatusKey, queryFn: getSecurityStatus, staleTime: 0 });
}

export function useSecurityStatus() {
  return useQuery(securityStatusQueryOptions());
}
