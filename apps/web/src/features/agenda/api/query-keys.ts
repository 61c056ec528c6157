import type { TAppointmentRangeQuery } from '@praxis/shared/appointments/schemas';

export const appointmentKeys = {
  all: ['appointments'] as const,
  ranges: () => [...appointmentKeys.all, 'range'] as const,
  range: (query: TAppointmentRangeQuery) => [...appointmentKeys.ranges(), query] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
  /** Under `all`: every appointment change refreshes the reminders shown. */
  reminders: (id: string) => [...appointmentKeys.all, 'reminders', id] as const,
  /** Under `all` too: marking attendance refreshes the month's no-show rate. */
  attendance: (month: string) => [...appointmentKeys.all, 'attendance', month] as const,
};

/** Event list freshness (spec 2 §9): 30 s. */
export const EVENTS_STALE_MS = 30_000;
