import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDraftFormat, TDraftResult } from '@praxis/shared/trames/draft';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/features/patients/api/query-keys';

/** 'Préparer un compte rendu': the draft is kept as a document of the patient. */
export function usePrepareDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      trameId,
      patientId,
      format,
    }: {
      trameId: string;
      patientId: string;
      format: TDraftFormat;
    }) =>
      api.post<TDraftResult>(`/api/v1/trames/${encodeURIComponent(trameId)}/drafts`, {
        patientId,
        format,
      }),
    retry: false,
    onSuccess: (_, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: patientKeys.documents(patientId) }),
  });
}
