import { createTrie, insert, matchAt, type NameTrie } from '../names/known-name-trie';
import { startsUpper, tokenise, type Token } from '../text/tokenise';
import type { KnownIdentity, Span } from '../types';

/** The known people's cities, in one trie like their names (full names only: "Saint-Denis", not "Denis"). */
export function buildCityTrie(identities: readonly KnownIdentity[]): NameTrie {
  const trie = createTrie();
  identities.forEach((identity, index) => {
    const city = identity.address?.city?.trim();
    if (city && city.length >= 3)
      insert(
        trie.root,
        tokenise(city).map((t) => t.folded),
        { identity: index, part: 'city' },
      );
  });
  return trie;
}

/**
 * A known person's city anywhere it is written with a capital ("déménage à Grenoble"): a city
 * alone is otherwise kept, but this one is where a patient lives.
 */
export function findKnownCities(text: string, tokens: readonly Token[], trie: NameTrie): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const match = matchAt(trie, text, tokens, i);
    const first = tokens[i];
    const last = match ? tokens[match.last] : undefined;
    if (!match || !first || !last || !startsUpper(first.raw)) continue;
    const value = text.slice(first.start, last.end);
    spans.push({
      start: first.start,
      end: last.end,
      type: 'VILLE',
      keys: [`VILLE:${value.toLowerCase()}`],
    });
    i = match.last;
  }
  return spans;
}
