import { and, eq, sql } from 'drizzle-orm';
import { patientApiMessages, type TParcoursState, type TParcoursValue } from '@praxis/shared/patients/schemas';
import { patientParcours } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { AppError, sqlStateOf } from '../../../lib/errors';
import { scopeValues, scopeWhere, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { getParcours } from './get-parcours';

/**
 * Spec 1 §4: the same value changes nothing; another one ends the current record (is_current
 * false, ended_at now) and starts a new current one. Two changes racing each other cannot both
 * win: patient_parcours_one_current_idx refuses the second, answered 409.
 */
export async function setParcours(db: Database, scope: Scope, patientId: string, parcours: TParcoursValue): Promise<TParcoursState> {
  try {
    return await db.transaction(async (tx) => {
      await requirePatient(tx, scope, patientId);
      const ofPatient = and(scopeWhere(patientParcours, scope), eq(patientParcours.patientId, patientId), eq(patientParcours.isCurrent, true));
      const [current] = await tx.select({ id: patientParcours.id, parcours: patientParcours.parcours }).from(patientParcours).where(ofPatient).for('update');
      if (current?.parcours === parcours) return getParcours(tx, scope, patientId);
      if (current) {
        await tx
          .update(patientParcours)
          .set({ isCurrent: false, endedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(ofPatient, eq(patientParcours.id, current.id)));
      }
      await tx.insert(patientParcours).values({ ...scopeValues(scope), patientId, parcours });
      return getParcours(tx, scope, patientId);
    });
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw new AppError('CONFLICT', patientApiMessages.parcoursConflict, 409);
    throw err;
  }
}
