import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANALYSIS_POLL_MS,
  type TAnalysisJob,
  type TTrameExample,
} from '@praxis/shared/trames/schemas';
import { api } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload-request';
import { trameKey, type TList } from './trames';

/** Live events 'trame-examples.changed' refresh every query under this key. */
export const examplesKey = (trameId: string) => ['trame-examples', trameId] as const;
const base = (trameId: string) => `/api/v1/trames/${encodeURIComponent(trameId)}`;

/** Spec 3 §9: examples are cached 1 minute (live events refresh them sooner). */
export function useExamples(trameId: string) {
  return useQuery({
    queryKey: [...examplesKey(trameId), 'list'] as const,
    queryFn: () => api.get<TList<TTrameExample>>(`${base(trameId)}/examples`),
    staleTime: 60 * 1000,
  });
}

const isInProgress = (job: TAnalysisJob | null | undefined) =>
  job?.status === 'pending' || job?.status === 'running';

/** The latest analysis, polled every 5 s while pending or running (spec 3 §4), besides live events. */
export function useLatestAnalysis(trameId: string) {
  return useQuery({
    queryKey: [...examplesKey(trameId), 'analysis'] as const,
    queryFn: () => api.get<{ job: TAnalysisJob | null }>(`${base(trameId)}/analysis`),
    refetchInterval: (query) => (isInProgress(query.state.data?.job) ? ANALYSIS_POLL_MS : false),
  });
}

export function uploadExample(
  trameId: string,
  file: File,
  onProgress?: (p: UploadProgress) => void,
) {
  const body = new FormData();
  body.set('file', file);
  return uploadRequest<TTrameExample>(`${base(trameId)}/examples`, body, onProgress);
}

function useRefreshTrame(trameId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: examplesKey(trameId) }),
      queryClient.invalidateQueries({ queryKey: trameKey(trameId) }),
    ]);
}

export function useRefreshExamples(trameId: string) {
  return useRefreshTrame(trameId);
}

export function useDeleteExample(trameId: string) {
  const refresh = useRefreshTrame(trameId);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<null>(`${base(trameId)}/examples/${encodeURIComponent(id)}`),
    retry: false,
    onSuccess: refresh,
  });
}

export function useStartAnalysis(trameId: string) {
  const refresh = useRefreshTrame(trameId);
  return useMutation({
    mutationFn: () => api.post<TAnalysisJob>(`${base(trameId)}/analysis`),
    retry: false,
    onSuccess: refresh,
  });
}
