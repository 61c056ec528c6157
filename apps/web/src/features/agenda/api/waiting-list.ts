import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWaitingList,
  TWaitingListEntry,
  TWaitingListInput,
  TWaitingListPatch,
} from '@praxis/shared/appointments/waiting-list';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './query-keys';

export type TFreedSlot = { startsAt: string; endsAt: string };

/** Under appointmentKeys.all: every appointment change (a booking) refreshes the list. */
export const waitingListKeys = {
  all: [...appointmentKeys.all, 'waiting-list'] as const,
  list: () => [...waitingListKeys.all, 'list'] as const,
  matches: (slot: TFreedSlot) => [...waitingListKeys.all, 'matches', slot] as const,
};

export function useWaitingList() {
  return useQuery(
    queryOptions({
      queryKey: waitingListKeys.list(),
      queryFn: () => api.get<TWaitingList>('/api/v1/waiting-list'),
    }),
  );
}

export function useWaitingListMatches(slot: TFreedSlot | null) {
  return useQuery({
    queryKey: waitingListKeys.matches(slot ?? { startsAt: '', endsAt: '' }),
    queryFn: () => {
      const params = new URLSearchParams({
        startsAt: slot?.startsAt ?? '',
        endsAt: slot?.endsAt ?? '',
      });
      return api.get<TWaitingList>(`/api/v1/waiting-list/matches?${params.toString()}`);
    },
    enabled: slot !== null,
  });
}

export function useAddToWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWaitingListInput) =>
      api.post<TWaitingListEntry>('/api/v1/waiting-list', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingListKeys.all }),
  });
}

export function useUpdateWaitingListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TWaitingListPatch }) =>
      api.patch<TWaitingListEntry>(`/api/v1/waiting-list/${id}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingListKeys.all }),
  });
}

export function useRemoveFromWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/v1/waiting-list/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingListKeys.all }),
  });
}
