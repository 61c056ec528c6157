import { NAME_PARTICLES } from '../lexicon/stoplists';
import { tokenise, type Token } from '../text/tokenise';
import type { KnownIdentity } from '../types';

export type NamePart = 'first' | 'last' | 'city';
export type NameEntry = { identity: number; part: NamePart };
type TrieNode = { next: Map<string, TrieNode>; entries: NameEntry[] };

/**
 * Every known first and last name, as sequences of folded tokens in one trie: a text is matched
 * against all identities in one pass over its tokens (cost: tokens × name length, not
 * tokens × identities). Built once per call of pseudonymise.
 */
export type NameTrie = { root: TrieNode };

const node = (): TrieNode => ({ next: new Map(), entries: [] });

export function insert(root: NameTrie['root'], words: readonly string[], entry: NameEntry) {
  if (words.length === 0) return;
  let current = root;
  for (const word of words) {
    let child = current.next.get(word);
    if (!child) {
      child = node();
      current.next.set(word, child);
    }
    current = child;
  }
  if (!current.entries.some((e) => e.identity === entry.identity && e.part === entry.part))
    current.entries.push(entry);
}

/** The forms a name is written in: as given, glued ("Delafontaine"), without its particles ("Fontaine"). */
export function forms(name: string): string[][] {
  const words = tokenise(name).map((t) => t.folded);
  if (words.length === 0) return [];
  const result = [words];
  if (words.length > 1) result.push([words.join('')]);
  let firstReal = 0;
  while (firstReal < words.length - 1 && NAME_PARTICLES.has(words[firstReal] ?? '')) firstReal++;
  if (firstReal > 0) result.push(words.slice(firstReal));
  return result;
}

export function createTrie(): NameTrie {
  return { root: node() };
}

export function buildNameTrie(identities: readonly KnownIdentity[]): NameTrie {
  const root = node();
  // Names repeat across 10,000 people (first names above all): tokenise each spelling once.
  const cache = new Map<string, string[][]>();
  const formsOf = (name: string) => {
    let result = cache.get(name);
    if (!result) cache.set(name, (result = forms(name)));
    return result;
  };
  identities.forEach((identity, index) => {
    for (const words of formsOf(identity.firstName))
      insert(root, words, { identity: index, part: 'first' });
    for (const words of formsOf(identity.lastName))
      insert(root, words, { identity: index, part: 'last' });
  });
  return { root };
}

export type TrieMatch = { first: number; last: number; entries: NameEntry[] };

// Between two words of one name: spaces, a hyphen, an apostrophe, a line break (a name cut by
// the end of a line in a PDF); not a comma or a period.
const NAME_GAP = /^[\s\-'’]{1,3}$/;

/** The longest known name starting at token `from`, if any. */
export function matchAt(
  trie: NameTrie,
  text: string,
  tokens: readonly Token[],
  from: number,
): TrieMatch | null {
  let current: TrieNode | undefined = trie.root;
  let best: TrieMatch | null = null;
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) break;
    if (i > from) {
      const previous = tokens[i - 1];
      if (!previous || !NAME_GAP.test(text.slice(previous.end, token.start))) break;
    }
    current = current.next.get(token.folded);
    if (!current) break;
    if (current.entries.length > 0) best = { first: from, last: i, entries: current.entries };
  }
  return best;
}
