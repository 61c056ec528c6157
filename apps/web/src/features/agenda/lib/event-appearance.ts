import type { TAppointmentStatus } from '@praxis/shared/appointments/schemas';

/**
 * Spec 2 §2.1 colours: completed green, cancelled red at 60 % opacity, draft grey, anything
 * else blue. The classes are styled in agenda-calendar.css for both themes.
 */
export function eventClassNames(status: TAppointmentStatus): string[] {
  return ['agenda-event', `agenda-event--${status}`];
}

/**
 * The event's colour and its text's, for FullCalendar (its theme paints the event with them): the
 * variables are set in agenda-calendar.css. A cancelled event is a red tint with dark text, which
 * keeps 4.5:1 once faded to 60 % (WCAG AA).
 */
export function eventColors(status: TAppointmentStatus): { color: string; contrastColor: string } {
  if (status === 'cancelled') {
    return {
      color: 'color-mix(in oklch, var(--agenda-cancelled) 14%, var(--card))',
      contrastColor: 'var(--agenda-cancelled-text)',
    };
  }
  return { color: `var(--agenda-${status})`, contrastColor: 'white' };
}

export const STATUS_BADGE_CLASSES: Record<TAppointmentStatus, string> = {
  scheduled: 'border-transparent bg-blue-500/15 text-blue-700 dark:text-blue-300',
  completed: 'border-transparent bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  cancelled: 'border-transparent bg-red-500/15 text-red-700 dark:text-red-300',
  draft: 'border-transparent bg-zinc-500/15 text-zinc-700 dark:text-zinc-300',
};
