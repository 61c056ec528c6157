import { memo } from 'react';
import { initials } from '@praxis/shared/patients/rules';
import type { TPatientListItem } from '@praxis/shared/patients/schemas';
import { formatAppointmentDay, NO_VALUE } from '../lib/list-format';
import { BilanStatusBadge } from './bilan-status-badge';
import { PatientRowActions, type TSchedulePatient } from './patient-row-actions';

type PatientCardsProps = {
  patients: TPatientListItem[];
  onSchedule: (patient: TSchedulePatient) => void;
};

/** The 'Cartes' view. */
function PatientCardsList({ patients, onSchedule }: PatientCardsProps) {
  return (
    <ul aria-label="Patients" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {patients.map((patient) => (
        // Cards off screen are laid out and painted only when scrolled near (50 per page; a
        // phone shows two): content-visibility keeps them in the page, its search and its
        // accessibility tree.
        <li
          key={patient.id}
          className="[contain-intrinsic-size:auto_13rem] [content-visibility:auto]"
        >
          <PatientCard patient={patient} onSchedule={onSchedule} />
        </li>
      ))}
    </ul>
  );
}

function PatientCard({
  patient,
  onSchedule,
}: {
  patient: TPatientListItem;
  onSchedule: (patient: TSchedulePatient) => void;
}) {
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {initials(patient.firstName, patient.lastName)}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="truncate leading-tight font-semibold" title={name}>
            {name}
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {patient.consultationReason?.label ?? NO_VALUE}
          </p>
        </div>
        <BilanStatusBadge status={patient.bilanStatus} />
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Dernier RDV</dt>
          <dd className="font-medium tabular-nums">
            {formatAppointmentDay(patient.lastAppointment, 'short')}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Prochain RDV</dt>
          <dd className="font-medium tabular-nums">
            {formatAppointmentDay(patient.nextAppointment, 'short')}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <PatientRowActions patient={patient} onSchedule={onSchedule} />
      </div>
    </article>
  );
}

/** Memoised: the page re-renders as its other reads arrive, the rows need not (issue 15). */
export const PatientCards = memo(PatientCardsList);
