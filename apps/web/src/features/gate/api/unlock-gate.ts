import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gateStatusKey, type TGateStatus } from './get-gate-status';

export function unlockGate(password: string): Promise<TGateStatus> {
  return api.post<TGateStatus>('/api/gate', { password });
}

export function useUnlockGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockGate,
    // A wrong password must not be sent twice.
    retry: false,
    onSuccess: (status) => {
      queryClient.setQueryData(gateStatusKey, status);
      // Anything fetched while locked answered 403: fetch it again.
      void queryClient.invalidateQueries({ predicate: (q) => q.meta?.isGlobal !== true });
    },
  });
}
