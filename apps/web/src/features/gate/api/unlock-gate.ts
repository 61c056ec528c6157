import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/app-query-client';
import { setGateStatus } from './gate-store';
import type { TGateStatus } from './get-gate-status';

export function unlockGate(password: string): Promise<TGateStatus> {
  return api.post<TGateStatus>('/api/gate', { password });
}

/** The gate screen is above the routes (and their QueryClientProvider): the client is passed. */
export function useUnlockGate() {
  return useMutation(
    {
      mutationFn: unlockGate,
      // A wrong password must not be sent twice.
      retry: false,
      onSuccess: (status) => {
        setGateStatus(status);
        // Anything fetched while locked answered 403: fetch it again.
        void queryClient.invalidateQueries({ predicate: (q) => q.meta?.isGlobal !== true });
      },
    },
    queryClient,
  );
}
