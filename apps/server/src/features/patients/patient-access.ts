import { and, eq } from 'drizzle-orm';
import { patientMessages } from '@praxis/shared/patients/schemas';
import { patients } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';
import type { Executor } from '../../lib/executor';

export type PatientRef = { id: string; userId: string; organizationId: string | null };

export const patientNotFound = () => AppError.notFound(patientMessages.notFound);

/**
 * The patient when it is in the caller's scope; otherwise 404 'Patient non trouvé' (another
 * tenant's patient answers exactly like an unknown id). Sub-resources start with this.
 */
export async function requirePatient(db: Executor, scope: Scope, patientId: string, options: { lock?: boolean } = {}): Promise<PatientRef> {
  const query = db
    .select({ id: patients.id, userId: patients.userId, organizationId: patients.organizationId })
    .from(patients)
    .where(and(scopeWhere(patients, scope), eq(patients.id, patientId)))
    .limit(1);
  // Locking the patient serialises concurrent writes to its children (e.g. the first representative).
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw patientNotFound();
  return row;
}
