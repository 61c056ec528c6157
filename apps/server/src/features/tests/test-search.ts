import { sql, type SQL } from 'drizzle-orm';
import { compactText } from '@praxis/shared/testotheque/search';
import { testDefinitions } from '../../db/schema';
import { escapeLike } from '../../lib/search';

const t = testDefinitions;

/**
 * Spec 3 §5: title, code or description contain the term, case and accents ignored (the first
 * expression is the one of the trigram index test_definitions_search_trgm_idx); punctuation is
 * ignored on title and code, so 'mabc' finds 'M-ABC-2' (the same rule as matchesTestSearch).
 */
export function testSearchWhere(term: string): SQL {
  const escaped = escapeLike(term);
  const contains = sql`immutable_unaccent(lower(${t.title} || ' ' || coalesce(${t.code}, '') || ' ' || coalesce(${t.description}, ''))) LIKE '%' || immutable_unaccent(lower(${escaped})) || '%'`;
  const compact = compactText(term);
  if (!compact) return contains;
  // compact holds [a-z0-9] only: nothing to escape.
  return sql`(${contains} OR regexp_replace(immutable_unaccent(lower(${t.title} || ' ' || coalesce(${t.code}, ''))), '[^a-z0-9]+', '', 'g') LIKE ${`%${compact}%`})`;
}
