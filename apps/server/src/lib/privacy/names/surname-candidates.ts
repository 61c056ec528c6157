import { firstNameTier } from '../lexicon/first-names';
import { isCommonWord } from '../lexicon/french-words';
import { CLINICAL_ACRONYMS, FUNCTION_WORDS, MONTHS, NAME_PARTICLES } from '../lexicon/stoplists';
import { isAllCaps, startsUpper, type Token } from '../text/tokenise';
import {
  addCandidate,
  gapAfter,
  SAME_LINE_SPACE,
  type NameCandidate,
  type NameScan,
} from './candidate';

function canBeSurname(token: Token, strict: boolean): boolean {
  if (token.isNumber || !startsUpper(token.raw) || token.raw.length < 2) return false;
  if (
    FUNCTION_WORDS.has(token.folded) ||
    MONTHS.has(token.folded) ||
    CLINICAL_ACRONYMS.has(token.folded)
  )
    return false;
  // A first name that itself needs context cannot vouch for a common word after it
  // ("Figure de Rey Complexe" is no person).
  return !strict || !isCommonWord(token.folded);
}

/**
 * Unknown surnames next to a first name: "Lucas Bernard", "Lucas BERNARD" after it, "BERNARD
 * Lucas" before it (capitals only: a Title-case word before a first name is too often
 * something else). They become [NOM] of the same person.
 */
export function addSurnameCandidates(scan: NameScan) {
  const { tokens } = scan;
  const firstNames = scan.candidates.filter((c) => c.type === 'PRÉNOM' && c.source !== 'initial');
  // "Lucas Ferrand" where Lucas is a known patient's *last* name: the word is also a first name,
  // so an unknown capitalised word after it (not a common word) is its surname too.
  for (const known of scan.candidates.filter((c) => isKnownSurnameAlsoFirstName(scan, c)))
    addAfter(scan, known, true);
  for (const name of firstNames) {
    addAfter(scan, name);
    const before = tokens[name.first - 1];
    const gap = gapAfter(scan, name.first - 1);
    if (
      before &&
      gap !== null &&
      SAME_LINE_SPACE.test(gap) &&
      scan.owner[name.first - 1] === -1 &&
      isAllCaps(before.raw) &&
      canBeSurname(before, false)
    ) {
      addCandidate(scan, {
        first: name.first - 1,
        last: name.first - 1,
        type: 'NOM',
        source: 'surname',
        keys: name.keys,
        needsContext: false,
      });
    }
  }
}

function isKnownSurnameAlsoFirstName(scan: NameScan, candidate: NameCandidate): boolean {
  const token = scan.tokens[candidate.first];
  return (
    candidate.source === 'known' &&
    candidate.type === 'NOM' &&
    candidate.first === candidate.last &&
    token !== undefined &&
    firstNameTier(token.folded) !== null
  );
}

function addAfter(scan: NameScan, name: NameCandidate, strict = name.needsContext) {
  const { tokens } = scan;
  let last = -1;
  for (let j = name.last + 1; j < tokens.length && j <= name.last + 4; j++) {
    const token = tokens[j];
    const gap = gapAfter(scan, j - 1);
    if (!token || gap === null || scan.owner[j] !== -1) break;
    if (!(j === name.last + 1 ? SAME_LINE_SPACE : /^[ \-'’]{1,2}$/).test(gap)) break;
    if (canBeSurname(token, strict)) last = j;
    // Particles only with a capital ("Lucas De La Tour"): "Inès de Grande Section" is no name.
    else if (!(NAME_PARTICLES.has(token.folded) && startsUpper(token.raw))) break;
  }
  if (last === -1) return;
  const surname = tokens
    .slice(name.last + 1, last + 1)
    .map((t) => t.folded)
    .join(' ');
  const keys = [...name.keys, `ln:${surname}`];
  name.keys = keys;
  addCandidate(scan, {
    first: name.last + 1,
    last,
    type: 'NOM',
    source: 'surname',
    keys,
    needsContext: false,
  });
}
