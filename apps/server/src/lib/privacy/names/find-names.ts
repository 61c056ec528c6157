import type { Token } from '../text/tokenise';
import type { KnownIdentity, Span } from '../types';
import { gapAfter, type NameCandidate, type NameScan } from './candidate';
import { addCivilityCandidates } from './civility-candidates';
import { addInitialCandidates } from './initial-candidates';
import { addKnownCandidates } from './known-candidates';
import type { NameTrie } from './known-name-trie';
import { addListCandidates } from './list-candidates';
import { applyNameContext } from './name-context';
import { addSurnameCandidates } from './surname-candidates';

const PAIR_GAP = /^(?:[ \t\u00a0]{1,3}|\s*,\s*|\n)$/;

/**
 * "Martin Léo" where Martin is the last name of both Léo and his mother: the pair picks the
 * identity both words share, so the two get one person's number.
 */
function pairKnownNames(scan: NameScan, kept: readonly NameCandidate[]) {
  for (let k = 0; k + 1 < kept.length; k++) {
    const left = kept[k];
    const right = kept[k + 1];
    if (!left?.entries || !right?.entries || left.last + 1 !== right.first) continue;
    const gap = gapAfter(scan, left.last);
    if (gap === null || !PAIR_GAP.test(gap)) continue;
    for (const a of left.entries) {
      const b = right.entries.find((e) => e.identity === a.identity && e.part !== a.part);
      if (!b) continue;
      left.type = a.part === 'first' ? 'PRÉNOM' : 'NOM';
      right.type = b.part === 'first' ? 'PRÉNOM' : 'NOM';
      left.keys = [`id:${a.identity}`];
      right.keys = left.keys;
      break;
    }
  }
}

/** Every person's name in the text, known identities first, then civilities, the list, surnames, initials. */
export function findNames(
  text: string,
  tokens: readonly Token[],
  trie: NameTrie,
  identities: readonly KnownIdentity[],
): Span[] {
  const scan: NameScan = {
    text,
    tokens,
    owner: new Int32Array(tokens.length).fill(-1),
    candidates: [],
  };
  addKnownCandidates(scan, trie);
  addCivilityCandidates(scan);
  addListCandidates(scan);
  addSurnameCandidates(scan);
  addInitialCandidates(scan, identities);
  const kept = applyNameContext(scan).sort((a, b) => a.first - b.first);
  pairKnownNames(scan, kept);
  return kept.map((c) => ({
    start: tokens[c.first]?.start ?? 0,
    end: tokens[c.last]?.end ?? 0,
    type: c.type,
    keys: c.keys,
  }));
}
