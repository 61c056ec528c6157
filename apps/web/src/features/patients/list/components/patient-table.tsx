import { memo } from 'react';
import type { TPatientListItem } from '@praxis/shared/patients/schemas';
import { formatAppointmentDay, NO_VALUE } from '../lib/list-format';
import { BilanStatusBadge } from './bilan-status-badge';
import { PatientRowActions, type TSchedulePatient } from './patient-row-actions';

type PatientTableProps = {
  patients: TPatientListItem[];
  onSchedule: (patient: TSchedulePatient) => void;
};

const HEAD =
  'px-4 py-2.5 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';
const CELL = 'px-4 py-3 align-middle';

/** The 'Liste' view. */
function PatientTableList({ patients, onSchedule }: PatientTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table aria-label="Patients" className="w-full min-w-[44rem] text-sm">
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className={HEAD}>
              Patient
            </th>
            <th scope="col" className={HEAD}>
              Motif
            </th>
            <th scope="col" className={HEAD}>
              Bilan
            </th>
            <th scope="col" className={HEAD}>
              Dernier RDV
            </th>
            <th scope="col" className={HEAD}>
              Prochain RDV
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {patients.map((patient) => (
            <tr key={patient.id} className="transition-colors hover:bg-muted/40">
              <th scope="row" className={`${CELL} text-left font-medium`}>
                {patient.firstName} {patient.lastName}
              </th>
              <td className={`${CELL} max-w-[14rem] truncate text-muted-foreground`}>
                {patient.consultationReason?.label ?? NO_VALUE}
              </td>
              <td className={CELL}>
                <BilanStatusBadge status={patient.bilanStatus} />
              </td>
              <td className={`${CELL} tabular-nums`}>
                {formatAppointmentDay(patient.lastAppointment, 'long')}
              </td>
              <td className={`${CELL} tabular-nums`}>
                {formatAppointmentDay(patient.nextAppointment, 'long')}
              </td>
              <td className={CELL}>
                <div className="flex justify-end gap-2">
                  <PatientRowActions patient={patient} onSchedule={onSchedule} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Memoised: the page re-renders as its other reads arrive, the rows need not (issue 15). */
export const PatientTable = memo(PatientTableList);
