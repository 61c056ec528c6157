import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * French common words (data/french-words.txt.gz: an-array-of-french-words, MIT, folded and
 * sorted by data/build-privacy-data.ts). Kept as one string searched by halves: ~3 MB instead
 * of ~40 MB for a Set of 320,000 strings. Loaded on first use, once per process.
 */
type WordIndex = { text: string; offsets: Uint32Array };

let index: WordIndex | undefined;

function load(): WordIndex {
  const text = gunzipSync(
    readFileSync(path.join(import.meta.dirname, '../data/french-words.txt.gz')),
  ).toString('utf8');
  const starts: number[] = [0];
  for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1))
    starts.push(i + 1);
  return { text, offsets: Uint32Array.from(starts) };
}

function wordAt(words: WordIndex, i: number): string {
  const start = words.offsets[i] ?? 0;
  const end = words.text.indexOf('\n', start);
  return words.text.slice(start, end === -1 ? undefined : end);
}

/** Whether a folded word (see fold) is a French common word: "rose", "petit", "pierre". */
export function isCommonWord(folded: string): boolean {
  index ??= load();
  let low = 0;
  let high = index.offsets.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const word = wordAt(index, mid);
    if (word === folded) return true;
    if (word < folded) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}
