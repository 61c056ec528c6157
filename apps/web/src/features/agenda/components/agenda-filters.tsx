import { lazy } from 'react';
import { OpensOnFirstUse } from '@/components/opens-on-first-use';
import { FiltersButton, type AgendaFiltersProps } from './agenda-filters-button';

export { NO_FILTERS, type TAgendaFilters } from './agenda-filters-button';

const loadPopover = () => import('./agenda-filters-popover');
const AgendaFiltersPopover = lazy(async () => ({
  default: (await loadPopover()).AgendaFiltersPopover,
}));

/** Spec 2 §2.1: types and statuses (multi-select) and 'Effacer'. */
export function AgendaFilters(props: AgendaFiltersProps) {
  const count = props.filters.typeIds.length + props.filters.statuses.length;
  return (
    <OpensOnFirstUse face={<FiltersButton count={count} />} popup="dialog" preload={loadPopover}>
      <AgendaFiltersPopover {...props} />
    </OpensOnFirstUse>
  );
}
