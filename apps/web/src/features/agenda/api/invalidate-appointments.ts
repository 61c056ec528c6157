import type { QueryClient } from '@tanstack/react-query';
import { patientKeys } from '@/features/patients/api/query-keys';
import { appointmentKeys } from './query-keys';

/** Spec 2 §7: after a change the events and every patient view showing appointments refresh. */
export function invalidateAfterAppointmentChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  ]);
}
