import { FileUp } from 'lucide-react';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { Button } from '@/components/ui/button';
import { PatientList } from '@/features/patients/list/components/patient-list';
import type { TSchedulePatient } from '@/features/patients/list/components/patient-row-actions';
import { NewPatientButton } from '@/features/patients/wizard/new-patient-button';

// The dialogs (CSV import, appointment form) are fetched on first opening: the list is the
// page's first screen (issue 15, JavaScript budgets).
const AppointmentDialog = lazy(() =>
  import('@/features/agenda/components/appointment-dialog').then((m) => ({
    default: m.AppointmentDialog,
  })),
);
const ImportPatientsDialog = lazy(() =>
  import('@/features/patients/import/components/import-patients-dialog').then((m) => ({
    default: m.ImportPatientsDialog,
  })),
);

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
      <MountWhenOpened open={isImportOpen}>
        <ImportPatientsDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={schedulePatient !== null}>
        <AppointmentDialog
          open={schedulePatient !== null}
          onOpenChange={(open) => {
            if (!open) setSchedulePatient(null);
          }}
          preselectedPatient={schedulePatient}
        />
      </MountWhenOpened>
    </div>
  );
}
