import { CalendarPlus, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { TPatientListItem } from '@praxis/shared/patients/schemas';
import { Button } from '@/components/ui/button';

export type TSchedulePatient = Pick<TPatientListItem, 'id' | 'firstName' | 'lastName'>;

type PatientRowActionsProps = {
  patient: TPatientListItem;
  onSchedule: (patient: TSchedulePatient) => void;
};

/** 'Ouvrir' (the record) and 'Planifier RDV' (the appointment dialog, patient preselected). */
export function PatientRowActions({ patient, onSchedule }: PatientRowActionsProps) {
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={`/patients/${patient.id}`}>
          <FolderOpen aria-hidden="true" />
          Ouvrir<span className="sr-only"> le dossier de {name}</span>
        </Link>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          onSchedule({ id: patient.id, firstName: patient.firstName, lastName: patient.lastName })
        }
      >
        <CalendarPlus aria-hidden="true" />
        Planifier RDV<span className="sr-only"> pour {name}</span>
      </Button>
    </>
  );
}
