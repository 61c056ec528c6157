import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS } from '@praxis/shared/constants';
import { getSession, SESSION_REQUEST, sessionKey, type TSession } from './session-request';
import { authPath } from '@/lib/auth-fetch';
import { takeEarlyData } from '@/lib/early-response';

export { getSession, sessionKey, type TSession } from './session-request';

/** Spec 1 §4: the session is checked every 5 minutes (Better Auth refreshes it server-side). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKey,
    queryFn: getSession,
    initialData: () => takeEarlyData<TSession | null>(authPath(SESSION_REQUEST)),
    staleTime: SESSION_CHECK_INTERVAL_MS,
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
