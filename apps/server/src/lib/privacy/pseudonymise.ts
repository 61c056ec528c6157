import { findSpans, type SpanIndexes } from './find-spans';
import { buildKnownValueIndex } from './known-value-index';
import { buildNameTrie } from './names/known-name-trie';
import { buildCityTrie } from './patterns/known-cities';
import { createNumbering, formatPlaceholder } from './placeholders';
import type {
  KnownIdentity,
  PlaceholderCounts,
  PseudonymiseOptions,
  PseudonymiseResult,
  ReverseMap,
} from './types';

export { restore } from './restore';
export { PLACEHOLDER_TYPES } from './types';
export type {
  KnownIdentity,
  PlaceholderCounts,
  PlaceholderType,
  PseudonymiseMode,
  PseudonymiseOptions,
  PseudonymiseResult,
  ReverseMap,
} from './types';

/**
 * A matcher over known identities, built once and reusable for several texts of one request
 * (pseudonymise builds one itself when given identities).
 */
export type IdentityMatcher = { identities: readonly KnownIdentity[]; indexes: SpanIndexes };

export function createIdentityMatcher(identities: readonly KnownIdentity[]): IdentityMatcher {
  return {
    identities,
    indexes: {
      names: buildNameTrie(identities),
      cities: buildCityTrie(identities),
      values: buildKnownValueIndex(identities),
    },
  };
}

/**
 * Replaces what identifies a person before a text is stored or sent to a model: known
 * identities first, then patterns (birth dates, phones, e-mails, addresses, postal codes and
 * cities, NIR, schools, doctors' names, ages tied to a name) and the French first-name list.
 * - store: bare typed placeholders ("[PRÉNOM]"), nothing to put back; the map is empty.
 * - reversible: numbered placeholders ("[PRÉNOM_1]"), one number per person, and the map that
 *   restore() uses. Keep the map in memory for the request; never log or store it.
 * Never logs anything of the text or the identities.
 */
export function pseudonymise(
  text: string,
  options:
    PseudonymiseOptions | (Omit<PseudonymiseOptions, 'identities'> & { matcher: IdentityMatcher }),
): PseudonymiseResult {
  const matcher =
    'matcher' in options ? options.matcher : createIdentityMatcher(options.identities);
  const spans = findSpans(text, matcher.identities, matcher.indexes);
  const isReversible = options.mode === 'reversible';
  const numberOf = createNumbering();
  const map: ReverseMap = {};
  const counts: PlaceholderCounts = {};
  let output = '';
  let cursor = 0;
  for (const span of spans) {
    const original = text.slice(span.start, span.end);
    const placeholder = formatPlaceholder(span.type, isReversible ? numberOf(span) : undefined);
    if (isReversible) {
      const entry = (map[placeholder] ??= { value: original, forms: [] });
      entry.forms.push(original);
    }
    counts[span.type] = (counts[span.type] ?? 0) + 1;
    output += text.slice(cursor, span.start) + placeholder;
    cursor = span.end;
  }
  return { text: output + text.slice(cursor), map, counts };
}
