import type { TTestDefinition } from '@praxis/shared/testotheque/schemas';

export type TStatusFilter = 'all' | 'active' | 'inactive';

export const STATUS_FILTER_LABELS: Record<TStatusFilter, string> = {
  all: 'Tous',
  active: 'Actifs',
  inactive: 'Inactifs',
};

/** Spec 3 §2.7, §5: the status filter (default 'active') is applied on the client. */
export function filterByStatus(
  tests: readonly TTestDefinition[],
  status: TStatusFilter,
): TTestDefinition[] {
  if (status === 'all') return [...tests];
  return tests.filter((t) => t.isActive === (status === 'active'));
}

/** Spec 3 §2.7: Reset shows when the search is filled or the filter is not 'active'. */
export function isFiltered(search: string, status: TStatusFilter): boolean {
  return search.trim() !== '' || status !== 'active';
}
