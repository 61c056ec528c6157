import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-fetch';
import { securityKey } from './get-security-status';

export const sessionsKey = [...securityKey, 'sessions'] as const;

export type TActiveSession = {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
};

export async function getSessions(): Promise<TActiveSession[]> {
  const { authClient, unwrapAuth } = await loadAuthClient();
  const sessions = await unwrapAuth(
    authClient.listSessions(),
    () => 'Impossible de charger les sessions actives',
  );
  return (sessions ?? []).map((s) => ({
    id: s.id,
    token: s.token,
    userAgent: s.userAgent ?? null,
    ipAddress: s.ipAddress ?? null,
    createdAt: new Date(s.createdAt),
    updatedAt: new Date(s.updatedAt),
    expiresAt: new Date(s.expiresAt),
  }));
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsKey, queryFn: getSessions, staleTime: 0 });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
