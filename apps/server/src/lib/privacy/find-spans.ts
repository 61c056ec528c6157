import type { KnownValueIndex } from './known-value-index';
import { findNames } from './names/find-names';
import type { NameTrie } from './names/known-name-trie';
import { findAddresses } from './patterns/addresses';
import { findAgesAfterNames } from './patterns/ages';
import { findBirthDates } from './patterns/birth-dates';
import { findEmails } from './patterns/emails';
import { findKnownCities } from './patterns/known-cities';
import { findKnownValues } from './patterns/known-values';
import { findNirs } from './patterns/nir';
import { findPhones } from './patterns/phones';
import { findPostalCities } from './patterns/postal-city';
import { findSchools } from './patterns/schools';
import { resolveOverlaps } from './spans';
import { tokenise } from './text/tokenise';
import type { KnownIdentity, Span } from './types';

/**
 * Everything to replace in a text, one span per stretch: known values and patterns first (an
 * e-mail or an address wins over a name inside it), then names, then ages tied to a name.
 */
export type SpanIndexes = { names: NameTrie; cities: NameTrie; values: KnownValueIndex };

export function findSpans(
  text: string,
  identities: readonly KnownIdentity[],
  indexes: SpanIndexes,
): Span[] {
  const tokens = tokenise(text);
  const names = findNames(text, tokens, indexes.names, identities);
  const spans: Span[] = [
    ...findKnownValues(text, indexes.values),
    ...findKnownCities(text, tokens, indexes.cities),
    ...findEmails(text),
    ...findNirs(text),
    ...findPhones(text),
    ...findBirthDates(text, indexes.values),
    ...findAddresses(text),
    ...findPostalCities(text),
    ...findSchools(text),
    ...names,
    ...findAgesAfterNames(text, names),
  ];
  return resolveOverlaps(spans, text.length);
}
