import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPatient, TPatientPatch } from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { patientKeys } from './query-keys';

export type TUpdatePatientArgs = { id: string; patch: TPatientPatch };

/** PATCH: a field sent as null is cleared, a field left out is kept; the server recomputes is_major. */
export function updatePatient({ id, patch }: TUpdatePatientArgs): Promise<TPatient> {
  return api.patch<TPatient>(`/api/v1/patients/${encodeURIComponent(id)}`, patch);
}

export function useUpdatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatient,
    onSuccess: (patient) => {
      queryClient.setQueryData(patientKeys.detail(patient.id), patient);
      // Names, reason and birth date appear in the lists and the agenda's patient search.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...patientKeys.all, 'search'] }),
      ]);
    },
  });
}
