import { Navigate, useParams } from 'react-router';
import { PatientRecord } from '@/features/patients/record/components/patient-record';
import { isPatientId } from '@/features/patients/record/lib/patient-id';

/** Spec 1 §2: /patients/{id}; an id that is not a UUID (v1–v5) goes to /404. */
export function PatientRecordPage() {
  const { id } = useParams();
  if (!isPatientId(id)) return <Navigate to="/404" replace />;
  return <PatientRecord key={id} patientId={id} />;
}
