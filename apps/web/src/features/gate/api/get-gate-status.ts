import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TGateStatus = { enabled: boolean; unlocked: boolean };

export const gateStatusKey = ['gate'] as const;

export function getGateStatus(): Promise<TGateStatus> {
  return api.get<TGateStatus>('/api/gate');
}

export function gateStatusQueryOptions() {
  return queryOptions({
    queryKey: gateStatusKey,
    queryFn: getGateStatus,
    staleTime: Infinity,
    // Not tied to the signed-in user: kept when user data is cleared.
    meta: { isGlobal: true },
  });
}

export function useGateStatus() {
  return useQuery(gateStatusQueryOptions());
}

/** The gate is locked again (its cookie is gone): shown before anything else. */
export const LOCKED_GATE: TGateStatus = { enabled: true, unlocked: false };
