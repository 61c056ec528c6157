import type { TInstruction, TInstructionInput } from '@praxis/shared/patients/schemas';
import { patientInstructions } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import type { Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { instructionColumns, instructionNotFound, instructionWhere, toInstruction } from './instruction-row';

/** Title, content and category replaced (category null or empty clears it). */
export async function updateInstruction(
  db: Database,
  scope: Scope,
  patientId: string,
  instructionId: string,
  input: TInstructionInput,
): Promise<TInstruction> {
  await requirePatient(db, scope, patientId);
  const [row] = await db
    .update(patientInstructions)
    .set({ title: input.title, content: input.content, category: input.category ?? null, updatedAt: new Date() })
    .where(instructionWhere(scope, patientId, instructionId))
    .returning(instructionColumns);
  if (!row) throw instructionNotFound();
  return toInstruction(row);
}
