import { and, eq } from 'drizzle-orm';
import { patientApiMessages } from '@praxis/shared/patients/schemas';
import { consultationReasons } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { scopeWhere, type Scope } from '../../../lib/scope';
import type { Executor } from '../../../lib/executor';

/** A patient may only point at an active reason of the same scope. */
export async function assertReasonUsable(db: Executor, scope: Scope, reasonId: string | null | undefined): Promise<void> {
  if (!reasonId) return;
  const [reason] = await db
    .select({ id: consultationReasons.id })
    .from(consultationReasons)
    .where(and(scopeWhere(consultationReasons, scope), eq(consultationReasons.id, reasonId), eq(consultationReasons.isActive, true)))
    .limit(1);
  if (!reason) {
    throw new AppError('VALIDATION', patientApiMessages.reasonNotFound, 422, { consultationReasonId: patientApiMessages.reasonNotFound });
  }
}
