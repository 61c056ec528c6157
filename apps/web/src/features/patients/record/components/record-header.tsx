import {
  ArrowLeft,
  CalendarPlus,
  FilePenLine,
  Mail,
  MapPin,
  Phone,
  Stethoscope,
} from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { initials, isMajorOn, todayIso } from '@praxis/shared/patients/rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { OpensOnFirstUse } from '@/components/opens-on-first-use';
import { RecordActionsButton } from './record-actions-button';
import { draftMessages } from '@praxis/shared/trames/draft-constants';
import { cn } from '@/lib/utils';
import { ageLabel, patientStatusBadge } from '../lib/patient-display';

/** Fetched on first opening (issue 15, JavaScript budgets). */
const PrepareDraftDialog = lazy(() =>
  import('@/features/trames/components/prepare-draft-dialog').then((m) => ({
    default: m.PrepareDraftDialog,
  })),
);
const ExportDialog = lazy(() => import('./data-rights/export-dialog').then((m) => ({ default: m.ExportDialog })));
const loadActionsMenu = () => import('./record-actions-menu');
const RecordActionsMenu = lazy(() => loadActionsMenu().then((m) => ({ default: m.RecordActionsMenu })));
const EraseDialog = lazy(() => import('./data-rights/erase-dialog').then((m) => ({ default: m.EraseDialog })));

const STATUS_TONES: Record<string, string> = {
  active: 'bg-success/15 text-emerald-800 dark:text-emerald-300',
  paused: 'bg-warning/15 text-amber-800 dark:text-amber-300',
  ended: 'bg-secondary text-secondary-foreground',
  lost: 'bg-destructive/10 text-destructive',
};

type RecordHeaderProps = { patient: TPatient; onNewSession: () => void };

/** Spec 1 §2: who the patient is, how to reach them, and the 'Nouvelle séance' action. */
export function RecordHeader({ patient, onNewSession }: RecordHeaderProps) {
  const status = patientStatusBadge(patient.status);
  const isMinor = !isMajorOn(patient.dateOfBirth, todayIso());
  const fullName = `${patient.firstName} ${patient.lastName}`;
  const [isDraftOpen, setDraftOpen] = useState(false);
  const [isExportOpen, setExportOpen] = useState(false);
  const [isEraseOpen, setEraseOpen] = useState(false);

  return (
    <header className="grid gap-4">
      <Link
        to="/patients"
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Retour aux patients
      </Link>
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:p-6">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary"
        >
          {initials(patient.firstName, patient.lastName)}
        </span>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold tracking-tight break-words sm:text-2xl">
              <span className="text-muted-foreground">{patient.civilite}</span> {fullName}
            </h2>
            <Badge className={cn('border-transparent', STATUS_TONES[status.tone])}>
              {status.label}
            </Badge>
            {isMinor ? <Badge variant="warning">Mineur</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {ageLabel(patient.dateOfBirth)} · {patient.gender}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm" aria-label="Coordonnées">
            <li className="flex items-center gap-1.5 text-muted-foreground">
              <Stethoscope className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Motif de consultation : </span>
              {patient.consultationReason?.label ?? 'Aucun motif'}
            </li>
            {patient.city ? (
              <li className="flex items-center gap-1.5 text-muted-foreground">
                <MapPin className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">Ville : </span>
                {patient.city}
              </li>
            ) : null}
            {patient.phoneNumber ? (
              <li>
                <a
                  href={`tel:${patient.phoneNumber}`}
                  className="flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                  aria-label={`Appeler ${fullName} au ${patient.phoneNumber}`}
                >
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  {patient.phoneNumber}
                </a>
              </li>
            ) : null}
            {patient.email ? (
              <li className="min-w-0">
                <a
                  href={`mailto:${patient.email}`}
                  className="flex min-w-0 items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                  aria-label={`Écrire à ${fullName} (${patient.email})`}
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{patient.email}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2 sm:self-start">
          <Button variant="outline" onClick={() => setDraftOpen(true)}>
            <FilePenLine aria-hidden="true" />
            {draftMessages.action}
          </Button>
          <Button onClick={onNewSession}>
            <CalendarPlus aria-hidden="true" />
            Nouvelle séance
          </Button>
          <OpensOnFirstUse face={<RecordActionsButton />} popup="menu" preload={loadActionsMenu}>
            <RecordActionsMenu onExport={() => setExportOpen(true)} onErase={() => setEraseOpen(true)} />
          </OpensOnFirstUse>
        </div>
        <MountWhenOpened open={isDraftOpen}>
          <PrepareDraftDialog
            isOpen={isDraftOpen}
            onClose={() => setDraftOpen(false)}
            patient={{ id: patient.id, name: `${patient.civilite} ${fullName}` }}
          />
        </MountWhenOpened>
        <MountWhenOpened open={isExportOpen}>
          <ExportDialog patientId={patient.id} isOpen={isExportOpen} onClose={() => setExportOpen(false)} />
        </MountWhenOpened>
        <MountWhenOpened open={isEraseOpen}>
          <EraseDialog patient={patient} isOpen={isEraseOpen} onClose={() => setEraseOpen(false)} />
        </MountWhenOpened>
      </div>
    </header>
  );
}
