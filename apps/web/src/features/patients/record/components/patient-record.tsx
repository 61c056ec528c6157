import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePatient } from '../../api/get-patient';
import { recordTabFromParam, type TRecordTab } from '../lib/record-tabs';
import { RecordHeader } from './record-header';
import { RecordProblem, RecordSkeleton } from './record-states';
import { RecordTabs } from './record-tabs';
import { SynthesisTab } from './synthesis/synthesis-tab';

// The synthesis tab ships with the page; the other tabs and the new-session dialog are fetched
// when opened (issue 15: the record's first load stays within the JavaScript budget).
const AppointmentsTab = lazy(() =>
  import('./appointments/appointments-tab').then((m) => ({ default: m.AppointmentsTab })),
);
const DocumentsTab = lazy(() =>
  import('./documents/documents-tab').then((m) => ({ default: m.DocumentsTab })),
);
const GoalsTab = lazy(() => import('./goals/goals-tab').then((m) => ({ default: m.GoalsTab })));
const InstructionsTab = lazy(() =>
  import('./instructions/instructions-tab').then((m) => ({ default: m.InstructionsTab })),
);
const NotesTab = lazy(() => import('./notes/notes-tab').then((m) => ({ default: m.NotesTab })));
const PatientAuditTab = lazy(() =>
  import('@/features/audit/components/patient-audit-tab').then((m) => ({
    default: m.PatientAuditTab,
  })),
);
const NewSessionDialog = lazy(() =>
  import('./new-session-dialog').then((m) => ({ default: m.NewSessionDialog })),
);

function TabLoading() {
  return <Spinner className="size-6" />;
}

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
          'rendez-vous': () => (
            <Suspense fallback={<TabLoading />}>
              <AppointmentsTab patientId={patient.id} />
            </Suspense>
          ),
          objectifs: () => (
            <Suspense fallback={<TabLoading />}>
              <GoalsTab patientId={patient.id} />
            </Suspense>
          ),
          documents: () => (
            <Suspense fallback={<TabLoading />}>
              <DocumentsTab patientId={patient.id} />
            </Suspense>
          ),
          notes: () => (
            <Suspense fallback={<TabLoading />}>
              <NotesTab notes={patient.notes} />
            </Suspense>
          ),
          instructions: () => (
            <Suspense fallback={<TabLoading />}>
              <InstructionsTab patientId={patient.id} />
            </Suspense>
          ),
          journal: () => (
            <Suspense fallback={<TabLoading />}>
              <PatientAuditTab patientId={patient.id} />
            </Suspense>
          ),
        }}
      />
      <MountWhenOpened open={isSessionOpen}>
        <NewSessionDialog
          isOpen={isSessionOpen}
          onOpenChange={setIsSessionOpen}
          patient={patient}
        />
      </MountWhenOpened>
    </div>
  );
}
