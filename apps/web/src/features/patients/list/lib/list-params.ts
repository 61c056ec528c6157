import { BILAN_STATUSES, PATIENT_LIST_PAGE_SIZE, PATIENT_SEARCH_MIN } from '@praxis/shared/patients/constants';
import type { TPatientListQuery } from '@praxis/shared/patients/schemas';

export const BILAN_FILTERS = ['all', ...BILAN_STATUSES] as const;
export type TBilanFilter = (typeof BILAN_FILTERS)[number];
export const NEXT_APPOINTMENT_FILTERS = ['all', 'yes', 'no'] as const;
export type TNextAppointmentFilter = (typeof NEXT_APPOINTMENT_FILTERS)[number];
export const LIST_VIEWS = ['cards', 'table'] as const;
export type TListView = (typeof LIST_VIEWS)[number];

/** What the list shows, as kept in the address bar (shareable, survives a reload). */
export type TListParams = {
  search: string;
  bilanStatus: TBilanFilter;
  hasNextAppointment: TNextAppointmentFilter;
  page: number;
  /** null: not in the address, the remembered choice applies. */
  view: TListView | null;
};

export const DEFAULT_LIST_PARAMS: TListParams = {
  search: '',
  bilanStatus: 'all',
  hasNextAppointment: 'all',
  page: 1,
  view: null,
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/** Reads the address's query string; anything unknown or malformed falls back to the default. */
export function parseListParams(params: URLSearchParams): TListParams {
  const page = Number(params.get('page'));
  const view = params.get('view');
  return {
    search: params.get('search') ?? '',
    bilanStatus: oneOf(BILAN_FILTERS, params.get('bilanStatus'), 'all'),
    hasNextAppointment: oneOf(NEXT_APPOINTMENT_FILTERS, params.get('hasNextAppointment'), 'all'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: LIST_VIEWS.find((v) => v === view) ?? null,
  };
}

/** The query string for these params, defaults left out so that the plain address stays plain. */
export function serializeListParams(state: TListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.bilanStatus !== 'all') params.set('bilanStatus', state.bilanStatus);
  if (state.hasNextAppointment !== 'all')
    params.set('hasNextAppointment', state.hasNextAppointment);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view) params.set('view', state.view);
  return params;
}

/** The search sent to the server: applied only from 2 characters (spec 1 §2). */
export function appliedSearch(search: string): string | undefined {
  const term = search.trim();
  return term.length >= PATIENT_SEARCH_MIN ? term : undefined;
}

/** The server request for these params. */
export function toListQuery(state: TListParams): TPatientListQuery {
  return {
    search: appliedSearch(state.search),
    bilanStatus: state.bilanStatus,
    hasNextAppointment: state.hasNextAppointment,
    page: state.page,
    pageSize: PATIENT_LIST_PAGE_SIZE,
  };
}

/** Whether a search or a filter narrows the list ('Réinitialiser' shows, empty means filtered-empty). */
export function isFiltered(state: TListParams): boolean {
  return (
    state.search.trim() !== '' || state.bilanStatus !== 'all' || state.hasNextAppointment !== 'all'
  );
}
