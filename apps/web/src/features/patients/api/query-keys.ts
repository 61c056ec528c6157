import type { TPatientDocumentQuery, TPatientListQuery } from '@praxis/shared/patients/schemas';

/**
 * Query keys of the patient area, in one place so that every mutation invalidates the right
 * caches (spec 1 §7: after creation the lists and the patient core are refreshed).
 */
export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (query: TPatientListQuery) => [...patientKeys.lists(), query] as const,
  search: (term: string) => [...patientKeys.all, 'search', term] as const,
  detail: (id: string) => [...patientKeys.all, 'detail', id] as const,
  representatives: (id: string) => [...patientKeys.detail(id), 'representatives'] as const,
  parcours: (id: string) => [...patientKeys.detail(id), 'parcours'] as const,
  goals: (id: string) => [...patientKeys.detail(id), 'goals'] as const,
  instructions: (id: string) => [...patientKeys.detail(id), 'instructions'] as const,
  appointments: (id: string) => [...patientKeys.detail(id), 'appointments'] as const,
  documents: (id: string, query?: TPatientDocumentQuery) =>
    query ? ([...patientKeys.detail(id), 'documents', query] as const) : ([...patientKeys.detail(id), 'documents'] as const),
};

/** Cache freshness of the patient area (spec 1 §9). */
export const PATIENT_STALE_MS = {
  representatives: 2 * 60_000,
  parcours: 2 * 60_000,
  goals: 2 * 60_000,
  appointments: 60_000,
  documents: 60_000,
} as const;
