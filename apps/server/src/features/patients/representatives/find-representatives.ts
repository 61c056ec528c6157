import { and, asc, desc, eq } from 'drizzle-orm';
import type { TRepresentative } from '@praxis/shared/patients/schemas';
import { patientRepresentatives } from '../../../db/schema';
import { scopeWhere, type Scope } from '../../../lib/scope';
import type { Executor } from '../../../lib/executor';
import { requirePatient } from '../patient-access';
import { representativeColumns, toRepresentative } from './representative-row';

/** A patient's representatives, primary first then oldest first (spec 1 §7). */
export async function findRepresentatives(db: Executor, scope: Scope, patientId: string): Promise<TRepresentative[]> {
  await requirePatient(db, scope, patientId);
  const rows = await db
    .select(representativeColumns)
    .from(patientRepresentatives)
    .where(and(scopeWhere(patientRepresentatives, scope), eq(patientRepresentatives.patientId, patientId)))
    .orderBy(desc(patientRepresentatives.isPrimary), asc(patientRepresentatives.createdAt), asc(patientRepresentatives.id));
  return rows.map(toRepresentative);
}
