import { asc, desc, sql } from 'drizzle-orm';
import type { TTrameType } from '@praxis/shared/settings/schemas';
import { trameTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { toTrameType, trameTypeColumns } from './trame-type-row';

/**
 * Every trame type of the scope, active ones first, then archived ones, each by label (accents and
 * case ignored): the tab shows 'Actif'/'Archivé' badges and lets an archived type be reactivated.
 */
export async function findTrameTypes(db: Database, scope: Scope): Promise<TTrameType[]> {
  const rows = await db
    .select(trameTypeColumns)
    .from(trameTypes)
    .where(scopeWhere(trameTypes, scope))
    .orderBy(desc(trameTypes.isActive), asc(sql`immutable_unaccent(lower(${trameTypes.label}))`), asc(trameTypes.createdAt));
  return rows.map((row) => toTrameType(row, scope.userId));
}
