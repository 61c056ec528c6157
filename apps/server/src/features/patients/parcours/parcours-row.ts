import type { TParcoursRecord } from '@praxis/shared/patients/schemas';
import { patientParcours } from '../../../db/schema';

export const parcoursColumns = {
  id: patientParcours.id,
  parcours: patientParcours.parcours,
  startedAt: patientParcours.startedAt,
  endedAt: patientParcours.endedAt,
  isCurrent: patientParcours.isCurrent,
};

type Row = Pick<typeof patientParcours.$inferSelect, keyof typeof parcoursColumns>;

export function toParcoursRecord(row: Row): TParcoursRecord {
  return {
    ...row,
    // The CHECK patient_parcours_value_chk keeps it within PARCOURS.
    parcours: row.parcours as TParcoursRecord['parcours'],
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
