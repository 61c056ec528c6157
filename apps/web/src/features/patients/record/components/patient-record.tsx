import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { PatientAuditTab } from '@/features/audit/components/patient-audit-tab';
import { ApiError } from '@/lib/api-client';
import { usePatient } from '../../api/get-patient';
import { recordTabFromParam, type TRecordTab } from '../lib/record-tabs';
import { AppointmentsTab } from './appointments/appointments-tab';
import { DocumentsTab } from './documents/documents-tab';
import { GoalsTab } from './goals/goals-tab';
import { InstructionsTab } from './instructions/instructions-tab';
import { NewSessionDialog } from './new-session-dialog';
import { NotesTab } from './notes/notes-tab';
import { RecordHeader } from './record-header';
import { RecordProblem, RecordSkeleton } from './record-states';
import { RecordTabs } from './record-tabs';
import { SynthesisTab } from './synthesis/synthesis-tab';

/** The record /patients/{id}: loading, not found, load error, or the header and six tabs. */
export function PatientRecord({ patientId }: { patientId: string }) {
  const query = usePatient(patientId);
  if (query.isPending) return <RecordSkeleton />;
  if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <RecordProblem kind={isNotFound ? 'not-found' : 'load-error'} details={query.error.message} />
    );
  }
  return <LoadedRecord patient={query.data} />;
}

function LoadedRecord({ patient }: { patient: TPatient }) {
  const [params, setParams] = useSearchParams();
  const tab = recordTabFromParam(params.get('tab'));
  const [isSessionOpen, setIsSessionOpen] = useState(false);

  const onTabChange = (next: TRecordTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <RecordHeader patient={patient} onNewSession={() => setIsSessionOpen(true)} />
      <RecordTabs
        value={tab}
        onChange={onTabChange}
        panels={{
          synthese: () => <SynthesisTab patient={patient} />,
          'rendez-vous': () => <AppointmentsTab patientId={patient.id} />,
          objectifs: () => <GoalsTab patientId={patient.id} />,
          documents: () => <DocumentsTab patientId={patient.id} />,
          notes: () => <NotesTab notes={patient.notes} />,
          instructions: () => <InstructionsTab patientId={patient.id} />,
          journal: () => <PatientAuditTab patientId={patient.id} />,
        }}
      />
      <NewSessionDialog isOpen={isSessionOpen} onOpenChange={setIsSessionOpen} patient={patient} />
    </div>
  );
}
