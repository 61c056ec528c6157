import type { Token } from '../text/tokenise';
import type { NameEntry } from './known-name-trie';

/** A run of tokens taken for (part of) a person's name, before the context rules decide. */
export type NameCandidate = {
  /** First and last token index, inclusive. */
  first: number;
  last: number;
  type: 'PRÉNOM' | 'NOM';
  source: 'known' | 'list' | 'civility' | 'initial' | 'surname';
  /** Person keys (see Span.keys); shared by the parts of one person. */
  keys: string[];
  /** A common word, or a capital that may only open a sentence: kept only with a name context. */
  needsContext: boolean;
  /** Known identities this run may be, best first, and which part of their name it is. */
  entries?: NameEntry[];
};

export type NameScan = {
  text: string;
  tokens: readonly Token[];
  /** Per token, the index of the candidate covering it, or -1. */
  owner: Int32Array;
  candidates: NameCandidate[];
};

export function addCandidate(scan: NameScan, candidate: NameCandidate): boolean {
  for (let i = candidate.first; i <= candidate.last; i++) if (scan.owner[i] !== -1) return false;
  const index = scan.candidates.push(candidate) - 1;
  for (let i = candidate.first; i <= candidate.last; i++) scan.owner[i] = index;
  return true;
}

export function gapAfter(scan: NameScan, index: number): string | null {
  const token = scan.tokens[index];
  const next = scan.tokens[index + 1];
  return token && next ? scan.text.slice(token.end, next.start) : null;
}

/** Spaces only, on one line: the gap between a first name and its surname. */
export const SAME_LINE_SPACE = /^[ \t\u00a0]{1,3}$/;
