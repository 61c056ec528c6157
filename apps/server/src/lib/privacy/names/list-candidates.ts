import { firstNameTier, type FirstNameTier } from '../lexicon/first-names';
import { CLINICAL_ACRONYMS } from '../lexicon/stoplists';
import { isSentenceStart } from '../text/sentence-start';
import { isAllCaps, isTitleCase, type Token } from '../text/tokenise';
import {
  addCandidate,
  gapAfter,
  SAME_LINE_SPACE,
  type NameCandidate,
  type NameScan,
} from './candidate';

const HYPHEN = /^[-‑]$/;

/**
 * A capitalised word of the first-name list. Title case ("Lucas"); capitals only from 4 letters
 * and outside clinical acronyms ("LUCAS" yes, "EVA" the scale no), since headings and
 * acronyms are written in capitals.
 */
function tierOf(token: Token): FirstNameTier | null {
  if (isTitleCase(token.raw)) return firstNameTier(token.folded);
  if (isAllCaps(token.raw) && token.raw.length >= 4 && !CLINICAL_ACRONYMS.has(token.folded))
    return firstNameTier(token.folded);
  return null;
}

/** The first name just before a token, on the same line, that does not itself need context. */
function firstNameBefore(scan: NameScan, index: number): NameCandidate | null {
  const owner = scan.owner[index - 1];
  const candidate = owner === undefined || owner === -1 ? undefined : scan.candidates[owner];
  const gap = gapAfter(scan, index - 1);
  if (
    !candidate ||
    candidate.type !== 'PRÉNOM' ||
    candidate.source === 'initial' ||
    candidate.needsContext
  )
    return null;
  return gap !== null && SAME_LINE_SPACE.test(gap) ? candidate : null;
}

/**
 * Names of the French first-name list not already known: [PRÉNOM]. Hyphenated names stay
 * one ("Jean-Pierre"). How much context each needs is its tier (lexicon/first-names.ts).
 */
export function addListCandidates(scan: NameScan) {
  const { tokens, text } = scan;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token || scan.owner[i] !== -1) continue;
    const tier = tierOf(token);
    if (!tier) continue;
    let last = i;
    let strictest: FirstNameTier = tier;
    for (let j = i + 1; j < tokens.length; j++) {
      const next = tokens[j];
      const previous = tokens[j - 1];
      if (
        !next ||
        !previous ||
        scan.owner[j] !== -1 ||
        !HYPHEN.test(text.slice(previous.end, next.start))
      )
        break;
      const nextTier = tierOf(next);
      if (!nextTier) break;
      last = j;
      if (nextTier === 'plain') strictest = 'plain';
    }
    const folded = tokens
      .slice(i, last + 1)
      .map((t) => t.folded)
      .join('-');
    const needsContext =
      strictest === 'context' || (strictest === 'word' && isSentenceStart(text, tokens, i));
    const firstName = firstNameBefore(scan, i);
    if (firstName) {
      // "Lucas Bernard": a listed name right after a first name is its surname; but "BERNARD
      // Lucas" (capitals then Title case) is the French "NOM Prénom".
      const isNomPrenom = isAllCaps(tokens[firstName.first]?.raw ?? '') && isTitleCase(token.raw);
      firstName.keys.push(`${isNomPrenom ? 'fn' : 'ln'}:${folded}`);
      if (isNomPrenom) firstName.type = 'NOM';
      addCandidate(scan, {
        first: i,
        last,
        type: isNomPrenom ? 'PRÉNOM' : 'NOM',
        source: 'surname',
        keys: firstName.keys,
        needsContext: false,
      });
    } else
      addCandidate(scan, {
        first: i,
        last,
        type: 'PRÉNOM',
        source: 'list',
        keys: [`fn:${folded}`],
        needsContext,
      });
    i = last;
  }
}
