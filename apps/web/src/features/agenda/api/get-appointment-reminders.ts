import { useQuery } from '@tanstack/react-query';
import type { TReminderSendingList } from '@praxis/shared/appointments/reminders';
import { api } from '@/lib/api-client';
import { appointmentKeys, EVENTS_STALE_MS } from './query-keys';

/** The reminders of one appointment (issue 17 §1), fresh like the events. */
export function useAppointmentReminders(appointmentId: string) {
  return useQuery({
    queryKey: appointmentKeys.reminders(appointmentId),
    queryFn: () => api.get<TReminderSendingList>(`/api/v1/appointments/${appointmentId}/reminders`),
    staleTime: EVENTS_STALE_MS,
  });
}
