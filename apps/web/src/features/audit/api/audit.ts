import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditEventList, TMyAuditQuery, TPatientAuditQuery } from '@praxis/shared/audit/schemas';
import { api } from '@/lib/api-client';

export const auditKeys = {
  all: ['audit'] as const,
  patient: (patientId: string, query: TPatientAuditQuery) => [...auditKeys.all, 'patient', patientId, query] as const,
  mine: (query: TMyAuditQuery) => [...auditKeys.all, 'me', query] as const,
};

function toQueryString(query: TMyAuditQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.patientId) params.set('patientId', query.patientId);
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The patient's 'Journal d'accès': always fetched afresh (a new access may have happened). */
export function usePatientAudit(patientId: string, query: TPatientAuditQuery) {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.patient(patientId, query),
      queryFn: () => api.get<TAuditEventList>(`/api/v1/patients/${encodeURIComponent(patientId)}/audit${toQueryString(query)}`),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The account's own activity (Paramètres → Sécurité). */
export function useMyAudit(query: TMyAuditQuery) {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.mine(query),
      queryFn: () => api.get<TAuditEventList>(`/api/v1/audit/me${toQueryString(query)}`),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}
