import type { TAppointmentStatus } from '@praxis/shared/appointments/schemas';

/** The visible range [from, to) and the toolbar filters. */
export type TAgendaQuery = {
  from: string;
  to: string;
  typeIds?: string[];
  statuses?: TAppointmentStatus[];
  /** The month grid: at most this many events a day, the others counted (calendar-range.ts). */
  perDay?: number;
  timeZone?: string;
};

/** GET /appointments' path for a period: the screen's read and index.html's early one (early-requests). */
export function appointmentsPath(query: TAgendaQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.typeIds?.length) params.set('typeIds', query.typeIds.join(','));
  if (query.statuses?.length) params.set('statuses', query.statuses.join(','));
  if (query.perDay && query.timeZone) {
    params.set('perDay', String(query.perDay));
    params.set('timeZone', query.timeZone);
  }
  return `/api/v1/appointments?${params.toString()}`;
}
