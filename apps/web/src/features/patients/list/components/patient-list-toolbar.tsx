import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { BILAN_STATUS_LABELS, PATIENT_SEARCH_MIN } from '@praxis/shared/patients/constants';
import { Button } from '@/components/ui/button';
import { ViewToggle } from '@/components/view-toggle';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  BILAN_FILTERS,
  NEXT_APPOINTMENT_FILTERS,
  type TBilanFilter,
  type TListView,
  type TNextAppointmentFilter,
} from '../lib/list-params';

const NEXT_APPOINTMENT_LABELS: Record<TNextAppointmentFilter, string> = {
  all: 'Tous',
  yes: 'A un prochain RDV',
  no: 'Aucun RDV prévu',
};
const BILAN_LABELS: Record<TBilanFilter, string> = { all: 'Tous', ...BILAN_STATUS_LABELS };

type ToolbarProps = {
  search: string;
  bilanStatus: TBilanFilter;
  hasNextAppointment: TNextAppointmentFilter;
  view: TListView;
  canReset: boolean;
  onSearchChange: (value: string) => void;
  onBilanStatusChange: (value: TBilanFilter) => void;
  onNextAppointmentChange: (value: TNextAppointmentFilter) => void;
  onViewChange: (view: TListView) => void;
  onReset: () => void;
};

/** Search, filters, 'Réinitialiser' and the 'Cartes' / 'Liste' toggle. */
export function PatientListToolbar(props: ToolbarProps) {
  const isTooShort =
    props.search.trim().length > 0 && props.search.trim().length < PATIENT_SEARCH_MIN;
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-3 shadow-sm sm:p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
        <div className="col-span-2 grid gap-1.5 md:col-span-1">
          <Label htmlFor="patients-search" className="sr-only">
            Rechercher un patient
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="patients-search"
              type="search"
              value={props.search}
              placeholder="Rechercher un patient (nom, prénom)..."
              autoComplete="off"
              onChange={(e) => props.onSearchChange(e.target.value)}
              aria-describedby={isTooShort ? 'patients-search-hint' : undefined}
              className="pl-9"
            />
          </div>
          {isTooShort ? (
            <p id="patients-search-hint" className="text-xs text-muted-foreground">
              La recherche commence à partir de 2 caractères.
            </p>
          ) : null}
        </div>
        <FilterField id="patients-bilan" label="Bilan">
          <NativeSelect
            id="patients-bilan"
            value={props.bilanStatus}
            onChange={(e) =>
              props.onBilanStatusChange(BILAN_FILTERS.find((v) => v === e.target.value) ?? 'all')
            }
          >
            {BILAN_FILTERS.map((value) => (
              <option key={value} value={value}>
                {BILAN_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="patients-next" label="Prochain RDV">
          <NativeSelect
            id="patients-next"
            value={props.hasNextAppointment}
            onChange={(e) =>
              props.onNextAppointmentChange(
                NEXT_APPOINTMENT_FILTERS.find((v) => v === e.target.value) ?? 'all',
              )
            }
          >
            {NEXT_APPOINTMENT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {NEXT_APPOINTMENT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 lg:justify-end">
        {props.canReset ? (
          <Button variant="link" className="h-auto px-0" onClick={props.onReset}>
            Réinitialiser
          </Button>
        ) : null}
        <ViewToggle view={props.view} onChange={props.onViewChange} tableLabel="Liste" />
      </div>
    </div>
  );
}

function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}
