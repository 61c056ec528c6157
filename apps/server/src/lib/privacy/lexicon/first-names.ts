import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fold } from '../text/fold';
import { isCommonWord } from './french-words';
import { CONTEXT_ONLY_NAMES, FUNCTION_WORDS } from './stoplists';

/**
 * How much a capitalised word of the first-name list needs to be taken for a name:
 * - plain: not a French word ("Kylian", "Inès"): a capital is enough;
 * - word: also a common word ("Rose", "Pierre", "Claire"): a capital away from the start of a
 *   sentence, or a name context;
 * - context: a month, a place, a test's author, a function word ("Avril", "Paris", "Rey",
 *   "Elle"): only in a name context (a civility or a role word before, a surname after).
 */
export type FirstNameTier = 'plain' | 'word' | 'context';

let names: Set<string> | undefined;

function load(): Set<string> {
  const file = readFileSync(
    path.join(import.meta.dirname, '../data/french-first-names.txt'),
    'utf8',
  );
  const set = new Set<string>();
  for (const line of file.split('\n')) if (line && !line.startsWith('#')) set.add(fold(line));
  return set;
}

const tiers = new Map<string, FirstNameTier | null>();

/** The tier of a folded word, or null when it is not in the list. */
export function firstNameTier(folded: string): FirstNameTier | null {
  const cached = tiers.get(folded);
  if (cached !== undefined) return cached;
  names ??= load();
  let tier: FirstNameTier | null = null;
  if (names.has(folded)) {
    if (CONTEXT_ONLY_NAMES.has(folded) || FUNCTION_WORDS.has(folded)) tier = 'context';
    else tier = isCommonWord(folded) ? 'word' : 'plain';
  }
  tiers.set(folded, tier);
  return tier;
}
