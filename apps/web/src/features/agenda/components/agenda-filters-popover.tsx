import { Popover } from 'radix-ui';
import { useId } from 'react';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
} from '@praxis/shared/appointments/constants';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FiltersButton, NO_FILTERS, type AgendaFiltersProps } from './agenda-filters-button';

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function CheckList({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {legend}
      </legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun type de séance</p>
      ) : null}
      {options.map((o) => (
        <label
          key={o.value}
          htmlFor={`${id}-${o.value}`}
          className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm hover:bg-accent"
        >
          <Checkbox
            id={`${id}-${o.value}`}
            checked={selected.includes(o.value)}
            onChange={() => onToggle(o.value)}
          />
          <span className="truncate">{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The filters' popover (spec 2 §2.1), loaded on its first opening: it opens as it mounts. */
export function AgendaFiltersPopover({ filters, types, onChange }: AgendaFiltersProps) {
  const count = filters.typeIds.length + filters.statuses.length;
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <FiltersButton count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Filtres de l'agenda"
          className="z-50 grid w-72 max-w-[calc(100vw-1rem)] gap-4 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none"
        >
          <CheckList
            legend="Types de séance"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
            selected={filters.typeIds}
            onToggle={(id) => onChange({ ...filters, typeIds: toggle(filters.typeIds, id) })}
          />
          <CheckList
            legend="Statuts"
            options={APPOINTMENT_STATUSES.map((s) => ({
              value: s,
              label: APPOINTMENT_STATUS_LABELS[s],
            }))}
            selected={filters.statuses}
            onToggle={(s) => {
              const status = APPOINTMENT_STATUSES.find((v) => v === s);
              if (status) onChange({ ...filters, statuses: toggle(filters.statuses, status) });
            }}
          />
          <div className="flex justify-end border-t pt-3">
            <Button
              variant="ghost"
              size="sm"
              disabled={count === 0}
              onClick={() => onChange(NO_FILTERS)}
            >
              Effacer
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
