import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CALENDAR_VIEWS,
  CALENDAR_VIEW_LABELS,
  type TCalendarView,
} from '@praxis/shared/appointments/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { AGENDA_TITLE_TIMING } from '../lib/calendar-range';
import { AgendaDateField } from './agenda-date-field';

type AgendaToolbarProps = {
  view: TCalendarView;
  anchor: Date;
  title: string;
  /** A small figure beside the title (the month's no-show rate). */
  stat?: ReactNode;
  /** Filters popover and the background-refresh indicator. */
  filters: ReactNode;
  isRefreshing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onDate: (date: Date) => void;
  onView: (view: TCalendarView) => void;
  onNew: () => void;
};

/** Spec 2 §2.1 toolbar; FullCalendar's own header is off. */
export function AgendaToolbar({
  view,
  anchor,
  title,
  stat,
  filters,
  isRefreshing,
  onPrevious,
  onNext,
  onToday,
  onDate,
  onView,
  onNew,
}: AgendaToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label="Période précédente" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" aria-label="Période suivante" onClick={onNext}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onToday}>
          Aujourd'hui
        </Button>
      </div>
      <div className="mr-auto flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2
          elementtiming={AGENDA_TITLE_TIMING}
          className="min-w-0 text-lg font-semibold first-letter:uppercase sm:text-xl sm:whitespace-nowrap"
          aria-live="polite"
          aria-busy={isRefreshing}
        >
          {title}
        </h2>
        {stat}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AgendaDateField anchor={anchor} onDate={onDate} />
        <div role="group" aria-label="Vue" className="inline-flex rounded-md border bg-muted p-0.5">
          {[...CALENDAR_VIEWS].reverse().map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'rounded-[calc(var(--radius)-4px)] px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                view === v
                  ? 'bg-card text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {CALENDAR_VIEW_LABELS[v]}
            </button>
          ))}
        </div>
        {filters}
        <Button onClick={onNew}>
          <Plus aria-hidden="true" />
          Nouveau RDV
        </Button>
      </div>
    </div>
  );
}
