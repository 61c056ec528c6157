import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_MIN_LENGTH } from '@praxis/shared/settings/schemas';

/** The search term when it is long enough to apply (spec 2 §5.9: from 2 characters), else null. */
export function searchTerm(search: string | undefined): string | null {
  const term = search?.trim() ?? '';
  return term.length >= SEARCH_MIN_LENGTH ? term : null;
}

/** LIKE wildcards typed by the user, matched literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case- and accent-insensitive "contains", served by the trigram index on
 * immutable_unaccent(lower(column)). LIKE wildcards typed by the user are matched literally.
 */
export function containsText(column: PgColumn, term: string): SQL {
  const escaped = escapeLike(term);
  return sql`immutable_unaccent(lower(${column})) LIKE '%' || immutable_unaccent(lower(${escaped})) || '%'`;
}
