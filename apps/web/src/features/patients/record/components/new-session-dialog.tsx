import { DEFAULT_PATIENT_APPOINTMENT_TIME } from '@praxis/shared/appointments/constants';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { AppointmentDialog } from '@/features/agenda/components/appointment-dialog';

type NewSessionDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  patient: TPatient;
};

/** Spec 1 §2 'Nouvelle séance': the appointment dialog with today, 09:00 and this patient. */
export function NewSessionDialog({ isOpen, onOpenChange, patient }: NewSessionDialogProps) {
  return (
    <AppointmentDialog
      open={isOpen}
      onOpenChange={onOpenChange}
      initialDate={isOpen ? new Date() : undefined}
      initialTime={DEFAULT_PATIENT_APPOINTMENT_TIME}
      preselectedPatient={{
        id: patient.id,
        firstName: patient.firstName,
        lastName: patient.lastName,
      }}
    />
  );
}
