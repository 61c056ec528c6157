import { and, eq } from 'drizzle-orm';
import type { TConsultationReason, TConsultationReasonInput } from '@praxis/shared/settings/schemas';
import { consultationReasons } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { consultationReasonColumns, toConsultationReason } from './consultation-reason-row';

/** Label and description, by id and user (spec 2 §7). */
export async function updateConsultationReason(
  db: Database,
  scope: Scope,
  id: string,
  input: TConsultationReasonInput,
): Promise<TConsultationReason> {
  const [row] = await db
    .update(consultationReasons)
    .set({ label: input.label, ...(input.description !== undefined ? { description: input.description } : {}) })
    .where(and(ownerWhere(consultationReasons, scope), eq(consultationReasons.id, id), eq(consultationReasons.isActive, true)))
    .returning(consultationReasonColumns);
  if (!row) throw AppError.notFound();
  return toConsultationReason(row, scope.userId);
}
