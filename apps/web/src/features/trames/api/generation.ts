import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGenerationJob,
  TLatestGeneration,
  TTrameTemplate,
} from '@praxis/shared/trames/generation';
import { ANALYSIS_POLL_MS } from '@praxis/shared/trames/schemas';
import { api } from '@/lib/api-client';
import { trameKey } from './trames';

/** Live events 'trame-generation.changed' refresh every query under this key. */
export const generationKey = (trameId: string) => ['trame-generation', trameId] as const;
const base = (trameId: string) => `/api/v1/trames/${encodeURIComponent(trameId)}`;

const isInProgress = (job: TGenerationJob | null | undefined) =>
  job?.status === 'pending' || job?.status === 'running';

/** The latest generation, polled like the analysis while pending or running, besides live events. */
export function useLatestGeneration(trameId: string) {
  return useQuery({
    queryKey: [...generationKey(trameId), 'latest'] as const,
    queryFn: () => api.get<TLatestGeneration>(`${base(trameId)}/generation`),
    refetchInterval: (query) => (isInProgress(query.state.data?.job) ? ANALYSIS_POLL_MS : false),
  });
}

export function useTemplate(trameId: string) {
  return useQuery({
    queryKey: [...generationKey(trameId), 'template'] as const,
    queryFn: () => api.get<TTrameTemplate>(`${base(trameId)}/template`),
    staleTime: 2 * 60 * 1000,
  });
}

export function useStartGeneration(trameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TGenerationJob>(`${base(trameId)}/generation`),
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: generationKey(trameId) }),
        queryClient.invalidateQueries({ queryKey: trameKey(trameId) }),
      ]),
  });
}
