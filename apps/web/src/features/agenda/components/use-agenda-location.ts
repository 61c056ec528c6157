import { format } from 'date-fns';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TCalendarView } from '@praxis/shared/appointments/schemas';
import { parseAgendaParams, type TAgendaLocation } from '../lib/calendar-range';

/** The agenda's view and date live in the address (`?view=&date=`), so a reload keeps them. */
export function useAgendaLocation() {
  const [params, setParams] = useSearchParams();
  const location = parseAgendaParams(params);
  const go = (next: Partial<TAgendaLocation>) => {
    const view: TCalendarView = next.view ?? location.view;
    const anchor = next.anchor ?? location.anchor;
    setParams({ view, date: format(anchor, 'yyyy-MM-dd') }, { replace: true });
  };
  // Stable while the address stays: the calendar, drawn again when its handlers change, takes it.
  const openDay = useCallback(
    (date: Date) => setParams({ view: 'day', date: format(date, 'yyyy-MM-dd') }, { replace: true }),
    [setParams],
  );
  return { ...location, go, openDay };
}
