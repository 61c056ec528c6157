import { and, eq } from 'drizzle-orm';
import type { TRepresentative, TRepresentativeInput } from '@praxis/shared/patients/schemas';
import { patientRepresentatives } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeValues, scopeWhere, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { clearOtherPrimaries } from './primary-switch';
import { representativeColumns, representativeFields, toRepresentative } from './representative-row';

/**
 * Adds a representative: primary when asked, or when it is the patient's first (spec 1 §4).
 * The id is always the server's: a client-chosen id that another tenant already uses would answer
 * 409 and so reveal that the row exists (issue 16 §6); ignoring every client id reveals nothing.
 */
export async function createRepresentative(db: Database, scope: Scope, patientId: string, input: TRepresentativeInput): Promise<TRepresentative> {
  return db.transaction(async (tx) => {
    await requirePatient(tx, scope, patientId, { lock: true });
    const [existing] = await tx
      .select({ id: patientRepresentatives.id })
      .from(patientRepresentatives)
      .where(and(scopeWhere(patientRepresentatives, scope), eq(patientRepresentatives.patientId, patientId)))
      .limit(1);
    const isPrimary = input.isPrimary || !existing;
    if (isPrimary) await clearOtherPrimaries(tx, patientId, null);
    const [row] = await tx
      .insert(patientRepresentatives)
      .values({ ...scopeValues(scope), patientId, ...representativeFields(input), isPrimary })
      .returning(representativeColumns);
    if (!row) throw new Error('representative insert returned no row');
    return toRepresentative(row);
  });
}
