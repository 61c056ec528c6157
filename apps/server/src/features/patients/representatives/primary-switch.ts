import { and, eq, ne } from 'drizzle-orm';
import { patientRepresentatives } from '../../../db/schema';
import type { Executor } from '../../../lib/executor';

/**
 * Clears the primary flag of the patient's other representatives, before one is marked primary
 * (the unique index patient_representants_one_primary_idx allows one at a time).
 */
export async function clearOtherPrimaries(tx: Executor, patientId: string, keepId: string | null): Promise<void> {
  const others = keepId ? ne(patientRepresentatives.id, keepId) : undefined;
  await tx
    .update(patientRepresentatives)
    .set({ isPrimary: false })
    .where(and(eq(patientRepresentatives.patientId, patientId), eq(patientRepresentatives.isPrimary, true), others));
}
