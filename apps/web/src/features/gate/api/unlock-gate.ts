import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/app-query-client';
import { setGateStatus } from './gate-store';
import type { TGateStatus } from './get-gate-status';

export function unlockGate(password: string): Promise<TGateStatus> {
  return api.post<TGateStatus>('/api/gate', { password });
}

/**
 * A confirmation or reset link opened in a locked browser is sent here as `/?next=/api/auth/…`
 * by the server; once unlocked, follow it. Only auth links are followed (no open redirect).
 */
function mailedLinkToResume(): string | null {
  const next = new URLSearchParams(window.location.search).get('next');
  return next?.startsWith('/api/auth/') ? next : null;
}

/** The gate screen is above the routes (and their QueryClientProvider): the client is passed. */
export function useUnlockGate() {
  return useMutation(
    {
      mutationFn: unlockGate,
      // A wrong password must not be sent twice.
      retry: false,
      onSuccess: (status) => {
        // Here, not in the screen's `mutate` callbacks: the screen is gone once the store says
        // unlocked (it notifies at once), and such callbacks do not run after an unmount.
        const mailedLink = mailedLinkToResume();
        if (status.unlocked && mailedLink) {
          window.location.assign(mailedLink);
          return;
        }
        setGateStatus(status);
        // Anything fetched while locked answered 403: fetch it again.
        void queryClient.invalidateQueries({ predicate: (q) => q.meta?.isGlobal !== true });
      },
    },
    queryClient,
  );
}
