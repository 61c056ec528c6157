import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AppointmentDialog } from '@/features/agenda/components/appointment-dialog';
import { ImportPatientsDialog } from '@/features/patients/import/components/import-patients-dialog';
import { PatientList } from '@/features/patients/list/components/patient-list';
import type { TSchedulePatient } from '@/features/patients/list/components/patient-row-actions';
import { NewPatientButton } from '@/features/patients/wizard/new-patient-button';

/** /patients, 'Mes Patients' (spec 1 §2). */
export function PatientsPage() {
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [schedulePatient, setSchedulePatient] = useState<TSchedulePatient | null>(null);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 className="text-2xl font-semibold tracking-tight">Mes Patients</h2>
          <p className="text-sm text-muted-foreground">
            Retrouvez vos patients, leur bilan et leurs rendez-vous.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsImportOpen(true)}>
            <FileUp aria-hidden="true" />
            Importer CSV
          </Button>
          <NewPatientButton />
        </div>
      </div>
      <PatientList onSchedule={setSchedulePatient} />
      <ImportPatientsDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
      <AppointmentDialog
        open={schedulePatient !== null}
        onOpenChange={(open) => {
          if (!open) setSchedulePatient(null);
        }}
        preselectedPatient={schedulePatient}
      />
    </div>
  );
}
