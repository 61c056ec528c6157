import type { TConsultationReason, TConsultationReasonInput } from '@praxis/shared/settings/schemas';
import { consultationReasons } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { consultationReasonColumns, toConsultationReason } from './consultation-reason-row';

export async function createConsultationReason(db: Database, scope: Scope, input: TConsultationReasonInput): Promise<TConsultationReason> {
  const [row] = await db
    .insert(consultationReasons)
    .values({ ...scopeValues(scope), label: input.label, description: input.description ?? null })
    .returning(consultationReasonColumns);
  if (!row) throw new AppError('INTERNAL', 'Erreur lors de la création');
  return toConsultationReason(row, scope.userId);
}
