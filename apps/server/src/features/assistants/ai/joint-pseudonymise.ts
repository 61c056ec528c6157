import { pseudonymise, type IdentityMatcher, type PlaceholderCounts, type ReverseMap } from '../../../lib/privacy/pseudonymise';

/** Between the texts of one request; nothing of it looks like a name, a date or a number. */
const SEPARATOR = '\n\u241E\u241E\u241E\n';

/**
 * Pseudonymises every text of one model request at once, so that a person has the same
 * placeholder everywhere ([PRÉNOM_1] in the context is [PRÉNOM_1] in the question) and one map
 * restores the answer. Placeholders are numbered in order of appearance: adding texts at the end
 * (tool results) keeps the earlier ones' numbers.
 */
export function pseudonymiseTogether(
  texts: readonly string[],
  matcher: IdentityMatcher,
): { texts: string[]; map: ReverseMap; counts: PlaceholderCounts } {
  const joined = pseudonymise(texts.join(SEPARATOR), { mode: 'reversible', matcher });
  const parts = joined.text.split(SEPARATOR);
  if (parts.length !== texts.length) throw new Error('pseudonymiseTogether: separator altered');
  return { texts: parts, map: joined.map, counts: joined.counts };
}
