import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCalendarFeed,
  TCalendarFeedInput,
  TCalendarFeedState,
} from '@praxis/shared/appointments/calendar-feed';
import { api } from '@/lib/api-client';

export const calendarFeedKey = ['calendar-feed'] as const;
const path = '/api/v1/calendar-feed';

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: () => api.get<TCalendarFeedState>(path) });
}

function useFeedMutation<TInput>(request: (input: TInput) => Promise<TCalendarFeed | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

/** The answer is the only one that carries the address (the server keeps the token hashed). */
export const useCreateCalendarFeed = () =>
  useFeedMutation((input: TCalendarFeedInput) => api.post<TCalendarFeed>(path, input));
export const useUpdateCalendarFeed = () =>
  useFeedMutation((input: TCalendarFeedInput) => api.patch<TCalendarFeed>(path, input));
export const useRevokeCalendarFeed = () => useFeedMutation(() => api.delete<null>(path));
