import { patientInstructions } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import type { Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { instructionNotFound, instructionWhere } from './instruction-row';

export async function deleteInstruction(db: Database, scope: Scope, patientId: string, instructionId: string): Promise<void> {
  await requirePatient(db, scope, patientId);
  const [row] = await db
    .delete(patientInstructions)
    .where(instructionWhere(scope, patientId, instructionId))
    .returning({ id: patientInstructions.id });
  if (!row) throw instructionNotFound();
}
