import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPatient, TPatientCreateRequest } from '@praxis/shared/patients/schemas';
import { api } from '@/lib/api-client';
import { patientKeys } from './query-keys';

/** POST /patients: the patient, its representatives, goals and first parcours in one transaction. */
export function createPatient(input: TPatientCreateRequest): Promise<TPatient> {
  return api.post<TPatient>('/api/v1/patients', input);
}

export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPatient,
    onSuccess: (patient) => {
      // Spec 1 §7: after creation the patient lists and the patient core are refreshed.
      queryClient.setQueryData(patientKeys.detail(patient.id), patient);
      void queryClient.invalidateQueries({ queryKey: patientKeys.lists() });
    },
  });
}
