import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

type SearchFiltersProps = {
  searchLabel: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** The other filters (selects). */
  children?: ReactNode;
  canReset: boolean;
  onReset: () => void;
};

/** Search (applied from 2 characters, spec 2 §5.9), filters and the 'Réinitialiser' link. */
export function SearchFilters({
  searchLabel,
  search,
  onSearchChange,
  children,
  canReset,
  onReset,
}: SearchFiltersProps) {
  const isTooShort = search.trim().length === 1;
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="settings-search">{searchLabel}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="settings-search"
              type="search"
              value={search}
              placeholder="2 caractères minimum"
              onChange={(e) => onSearchChange(e.target.value)}
              className="pl-9"
              aria-describedby={isTooShort ? 'settings-search-hint' : undefined}
            />
          </div>
          {isTooShort ? (
            <p id="settings-search-hint" className="text-xs text-muted-foreground">
              La recherche commence à partir de 2 caractères.
            </p>
          ) : null}
        </div>
        {children}
      </div>
      {canReset ? (
        <Button
          variant="link"
          className="justify-self-start px-0 sm:justify-self-end"
          onClick={onReset}
        >
          Réinitialiser
        </Button>
      ) : null}
    </div>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The options. */
  children: ReactNode;
};

/** A labelled select among the search filters. */
export function FilterSelect({ id, label, value, onChange, children }: FilterSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
