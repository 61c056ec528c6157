import type { TInstruction, TInstructionInput } from '@praxis/shared/patients/schemas';
import { patientInstructions } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeValues, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { instructionColumns, toInstruction } from './instruction-row';

export async function createInstruction(db: Database, scope: Scope, patientId: string, input: TInstructionInput): Promise<TInstruction> {
  await requirePatient(db, scope, patientId);
  const [row] = await db
    .insert(patientInstructions)
    .values({ ...scopeValues(scope), patientId, title: input.title, content: input.content, category: input.category ?? null })
    .returning(instructionColumns);
  if (!row) throw new Error('instruction insert returned no row');
  return toInstruction(row);
}
