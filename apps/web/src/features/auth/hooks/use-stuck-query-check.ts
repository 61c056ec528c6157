import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STUCK_QUERY_CHECK_MS } from '@praxis/shared/constants';
import { sessionKey } from '../api/get-session';

/**
 * Spec 1 §4: every 30 s, a query still fetching since the previous check (more than 30 s) may
 * be waiting on a dead session: the session is checked again. If it is gone, RequireAuth
 * sends the user to sign-in.
 */
export function useStuckQueryCheck(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let fetchingAtLastTick = new Set<string>();
    const timer = window.setInterval(() => {
      const fetching = new Set(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((q) => q.state.fetchStatus === 'fetching' && q.queryKey[0] !== sessionKey[0])
          .map((q) => q.queryHash),
      );
      const isStuck = [...fetching].some((hash) => fetchingAtLastTick.has(hash));
      fetchingAtLastTick = fetching;
      if (isStuck) void queryClient.refetchQueries({ queryKey: sessionKey });
    }, STUCK_QUERY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
}
