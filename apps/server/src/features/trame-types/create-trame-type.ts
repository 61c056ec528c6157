import type { TTrameType, TTrameTypeInput } from '@praxis/shared/settings/schemas';
import { trameTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { toTrameType, trameTypeColumns } from './trame-type-row';

/** Created trame types carry the current organisation id (spec 2 §6). */
export async function createTrameType(db: Database, scope: Scope, input: TTrameTypeInput): Promise<TTrameType> {
  const [row] = await db
    .insert(trameTypes)
    .values({ ...scopeValues(scope), label: input.label, description: input.description ?? null, isBilan: input.isBilan })
    .returning(trameTypeColumns);
  if (!row) throw new AppError('INTERNAL', 'Erreur lors de la création du type');
  return toTrameType(row, scope.userId);
}
