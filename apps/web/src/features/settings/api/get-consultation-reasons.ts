import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConsultationReason } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import type { TList } from './get-appointment-types';
import { takeEarlyData } from '@/lib/early-response';

export const consultationReasonsKey = ['consultation-reasons'] as const;

const CONSULTATION_REASONS_PATH = '/api/v1/consultation-reasons';

export function getConsultationReasons(): Promise<TList<TConsultationReason>> {
  return api.get<TList<TConsultationReason>>(CONSULTATION_REASONS_PATH);
}

export function consultationReasonsQueryOptions() {
  return queryOptions({
    queryKey: consultationReasonsKey,
    queryFn: getConsultationReasons,
    initialData: () => takeEarlyData<TList<TConsultationReason>>(CONSULTATION_REASONS_PATH),
  });
}

export function useConsultationReasons() {
  return useQuery(consultationReasonsQueryOptions());
}
