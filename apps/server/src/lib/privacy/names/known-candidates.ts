import { isCommonWord } from '../lexicon/french-words';
import { FUNCTION_WORDS, NAME_PARTICLES } from '../lexicon/stoplists';
import { isSentenceStart } from '../text/sentence-start';
import { startsUpper, type Token } from '../text/tokenise';
import { addCandidate, type NameScan } from './candidate';
import { matchAt, type NameTrie } from './known-name-trie';

/**
 * A name that is also a word ("Petit", "Rose", "De La Fontaine" read as "de la fontaine") or
 * too short to trust in lower case. A hyphenated name is no word ("Jean-Baptiste").
 */
function isWordLike(text: string, tokens: readonly Token[]): boolean {
  if (
    tokens.some((t, i) => i > 0 && /[-‑]/.test(text.slice(tokens[i - 1]?.end ?? t.start, t.start)))
  )
    return false;
  return tokens.every(
    (t) =>
      t.folded.length <= 2 ||
      FUNCTION_WORDS.has(t.folded) ||
      NAME_PARTICLES.has(t.folded) ||
      isCommonWord(t.folded),
  );
}

/**
 * Known identities' names, in any case and with or without accents. Rule for a name that is also
 * a French word: in lower case it is the word ("petit", "rose"); with a capital it is the name,
 * except at the start of a sentence, where it needs a name context (see name-context.ts).
 */
export function addKnownCandidates(scan: NameScan, trie: NameTrie) {
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; i++) {
    const match = matchAt(trie, scan.text, tokens, i);
    if (!match) continue;
    const run = tokens.slice(match.first, match.last + 1);
    const capitalised = run.some((t) => startsUpper(t.raw));
    const wordLike = isWordLike(scan.text, run);
    if (wordLike && !capitalised) continue;
    const entry = match.entries[0];
    if (!entry) continue;
    addCandidate(scan, {
      first: match.first,
      last: match.last,
      type: entry.part === 'first' ? 'PRÉNOM' : 'NOM',
      source: 'known',
      keys: [`id:${entry.identity}`],
      // Two capitals or more ("De La Fontaine") are a name even opening a sentence.
      needsContext:
        wordLike &&
        run.filter((t) => startsUpper(t.raw)).length < 2 &&
        isSentenceStart(scan.text, tokens, match.first),
      entries: match.entries,
    });
    i = match.last;
  }
}
