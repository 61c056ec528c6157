import { and, eq } from 'drizzle-orm';
import { patientApiMessages, type TInstruction } from '@praxis/shared/patients/schemas';
import { patientInstructions } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { scopeWhere, type Scope } from '../../../lib/scope';

export const instructionColumns = {
  id: patientInstructions.id,
  patientId: patientInstructions.patientId,
  title: patientInstructions.title,
  content: patientInstructions.content,
  category: patientInstructions.category,
  createdAt: patientInstructions.createdAt,
};

type Row = Pick<typeof patientInstructions.$inferSelect, keyof typeof instructionColumns>;

export function toInstruction(row: Row): TInstruction {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export const instructionNotFound = () => AppError.notFound(patientApiMessages.instructionNotFound);

/** One instruction of a patient in the scope (colleagues share a cabinet patient's instructions). */
export function instructionWhere(scope: Scope, patientId: string, instructionId: string) {
  return and(scopeWhere(patientInstructions, scope), eq(patientInstructions.patientId, patientId), eq(patientInstructions.id, instructionId));
}
