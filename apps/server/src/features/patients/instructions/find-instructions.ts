import { and, desc, eq } from 'drizzle-orm';
import type { TInstruction } from '@praxis/shared/patients/schemas';
import { patientInstructions } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeWhere, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';
import { instructionColumns, toInstruction } from './instruction-row';

/** A patient's instructions (Consignes), newest first. */
export async function findInstructions(db: Database, scope: Scope, patientId: string): Promise<TInstruction[]> {
  await requirePatient(db, scope, patientId);
  const rows = await db
    .select(instructionColumns)
    .from(patientInstructions)
    .where(and(scopeWhere(patientInstructions, scope), eq(patientInstructions.patientId, patientId)))
    .orderBy(desc(patientInstructions.createdAt), desc(patientInstructions.id));
  return rows.map(toInstruction);
}
