import { and, eq } from 'drizzle-orm';
import { patientMessages } from '@praxis/shared/patients/schemas';
import { patients } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';

/** Documents hang off a patient of the scope: another tenant's patient answers like an unknown one. */
export async function requirePatientInScope(db: Database, scope: Scope, patientId: string): Promise<void> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(scopeWhere(patients, scope), eq(patients.id, patientId)))
    .limit(1);
  if (!row) throw AppError.notFound(patientMessages.notFound);
}
