import { and, eq } from 'drizzle-orm';
import { patientApiMessages, type TRepresentative, type TRepresentativeInput } from '@praxis/shared/patients/schemas';
import { patientRepresentatives } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import { ownerWhere, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { clearOtherPrimaries } from './primary-switch';
import { representativeColumns, representativeFields, toRepresentative } from './representative-row';

export const representativeNotFound = () => AppError.notFound(patientApiMessages.representativeNotFound);

/**
 * Edits one's own representative (spec 1 §6: owner only). Marking it primary unsets the others;
 * unticking the primary keeps it primary, since a patient with representatives always has one
 * (the next one takes over only when another is marked or the primary is deleted).
 */
export async function updateRepresentative(
  db: Database,
  scope: Scope,
  patientId: string,
  representativeId: string,
  input: TRepresentativeInput,
): Promise<TRepresentative> {
  return db.transaction(async (tx) => {
    await requirePatient(tx, scope, patientId, { lock: true });
    const mine = and(ownerWhere(patientRepresentatives, scope), eq(patientRepresentatives.patientId, patientId), eq(patientRepresentatives.id, representativeId));
    const [current] = await tx.select({ isPrimary: patientRepresentatives.isPrimary }).from(patientRepresentatives).where(mine).limit(1);
    if (!current) throw representativeNotFound();
    const makePrimary = input.isPrimary && !current.isPrimary;
    if (makePrimary) await clearOtherPrimaries(tx, patientId, representativeId);
    const [row] = await tx
      .update(patientRepresentatives)
      .set({ ...representativeFields(input), ...(makePrimary ? { isPrimary: true } : {}) })
      .where(mine)
      .returning(representativeColumns);
    if (!row) throw representativeNotFound();
    return toRepresentative(row);
  });
}
