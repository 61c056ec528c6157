import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS } from '@praxis/shared/constants';
import { getSession, sessionKey, type TSession } from './session-request';
import { takeEarlyData } from '@/lib/early-response';

export { getSession, sessionKey, type TSession } from './session-request';

/** getSession's request (Better Auth's '/get-session' under /api/auth), as index.html asks it early. */
const SESSION_PATH = '/api/auth/get-session';

/** Spec 1 §4: the session is checked every 5 minutes (Better Auth refreshes it server-side). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKey,
    queryFn: getSession,
    initialData: () => takeEarlyData<TSession | null>(SESSION_PATH),
    staleTime: SESSION_CHECK_INTERVAL_MS,
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
