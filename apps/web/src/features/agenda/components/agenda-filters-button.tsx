import { Filter } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { TAppointmentStatus } from '@praxis/shared/appointments/constants';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export type TAgendaFilters = { typeIds: string[]; statuses: TAppointmentStatus[] };
export const NO_FILTERS: TAgendaFilters = { typeIds: [], statuses: [] };

/** The filters' button, with the number of active filters. */
export function FiltersButton({ count, ...props }: { count: number } & ComponentProps<'button'>) {
  return (
    <Button variant="outline" {...props}>
      <Filter aria-hidden="true" />
      Filtres
      {count > 0 ? (
        <Badge
          variant="soft"
          aria-label={`${count} filtre${count > 1 ? 's' : ''} actif${count > 1 ? 's' : ''}`}
        >
          {count}
        </Badge>
      ) : null}
    </Button>
  );
}

export type AgendaFiltersProps = {
  filters: TAgendaFilters;
  types: TAppointmentType[];
  onChange: (filters: TAgendaFilters) => void;
};
