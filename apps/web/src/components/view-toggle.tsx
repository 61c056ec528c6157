import { LayoutGrid, List, Table2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export type TViewMode = 'cards' | 'table';

/** The 'Cartes' / table toggle of the list screens; the table's label differs per screen ('Liste', 'Tableau'). */
export function ViewToggle({
  view,
  onChange,
  tableLabel,
}: {
  view: TViewMode;
  onChange: (view: TViewMode) => void;
  tableLabel: 'Liste' | 'Tableau';
}) {
  const options = [
    { view: 'cards', label: 'Cartes', icon: LayoutGrid },
    { view: 'table', label: tableLabel, icon: tableLabel === 'Liste' ? List : Table2 },
  ] as const;
  return (
    <div
      role="group"
      aria-label="Affichage"
      className="inline-flex rounded-md border bg-muted/50 p-0.5"
    >
      {options.map((option) => {
        const Icon = option.icon;
        const isActive = option.view === view;
        return (
          <button
            key={option.view}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(option.view)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-[5px] px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              isActive
                ? 'bg-card text-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
