import { and, desc, eq } from 'drizzle-orm';
import type { TParcoursState } from '@praxis/shared/patients/schemas';
import { patientParcours } from '../../../db/schema';
import { scopeWhere, type Scope } from '../../../lib/scope';
import type { Executor } from '../../../lib/executor';
import { requirePatient } from '../patient-access';
import { parcoursColumns, toParcoursRecord } from './parcours-row';

/** The current parcours (or null) and the ended ones, newest first. */
export async function getParcours(db: Executor, scope: Scope, patientId: string): Promise<TParcoursState> {
  await requirePatient(db, scope, patientId);
  const rows = await db
    .select(parcoursColumns)
    .from(patientParcours)
    .where(and(scopeWhere(patientParcours, scope), eq(patientParcours.patientId, patientId)))
    .orderBy(desc(patientParcours.startedAt), desc(patientParcours.id));
  const records = rows.map(toParcoursRecord);
  return { current: records.find((r) => r.isCurrent) ?? null, history: records.filter((r) => !r.isCurrent) };
}
