import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  effectiveTrameSearch,
  type TTrame,
  type ZTrameFilters,
} from '@praxis/shared/trames/schemas';
import type { z } from 'zod';
import { trames, trameTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import type { Scope } from '../../lib/scope';
import { containsText } from '../../lib/search';
import type { FileStorage } from '../../lib/storage';
import { selectTrames, toTrame } from './trame-row';

/** A practitioner has tens of trames, a few hundred at most: the list is sent whole. */
const LIST_LIMIT = 1000;

/** Spec 3 §2.5, §7: the scope's trames, newest first, searched from 2 characters, by type and bilan. */
export async function findTrames(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  filters: z.output<typeof ZTrameFilters>,
): Promise<{ items: TTrame[]; total: number }> {
  const conditions: SQL[] = [];
  const term = effectiveTrameSearch(filters.search);
  if (term) conditions.push(containsText(trames.name, term));
  if (filters.typeId) conditions.push(eq(trames.trameTypeId, filters.typeId));
  if (filters.bilan !== 'all') conditions.push(eq(trameTypes.isBilan, filters.bilan === 'bilan'));
  const rows = await selectTrames(deps, scope, and(...conditions))
    .orderBy(desc(trames.createdAt), asc(trames.id))
    .limit(LIST_LIMIT);
  const now = new Date();
  const items = await Promise.all(rows.map((row) => toTrame(row, deps.storage, now)));
  return { items, total: items.length };
}
