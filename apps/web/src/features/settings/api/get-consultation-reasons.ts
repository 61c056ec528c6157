import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConsultationReason } from '@praxis/shared/settings/schemas';
import { api } from '@/lib/api-client';
import type { TList } from './get-appointment-types';

export const consultationReasonsKey = ['consultation-reasons'] as const;

export function getConsultationReasons(): Promise<TList<TConsultationReason>> {
  return api.get<TList<TConsultationReason>>('/api/v1/consultation-reasons');
}

export function consultationReasonsQueryOptions() {
  return queryOptions({ queryKey: consultationReasonsKey, queryFn: getConsultationReasons });
}

export function useConsultationReasons() {
  return useQuery(consultationReasonsQueryOptions());
}
