import { firstNameTier } from '../lexicon/first-names';
import {
  CIVILITIES,
  CLINICAL_ACRONYMS,
  FUNCTION_WORDS,
  NAME_PARTICLES,
  TITLES,
} from '../lexicon/stoplists';
import { startsUpper, type Token } from '../text/tokenise';
import { addCandidate, type NameScan } from './candidate';

// After a civility: "Dr Leroy", "Dr. Leroy", "M. Dupont", "Mme  LE GALL".
const AFTER_CIVILITY = /^\.?[ \t\u00a0]{1,3}$/;
const INSIDE_NAME = /^[ \t\u00a0\-'’]{1,2}$/;

function isCivility(token: Token, gapAfter: string): boolean {
  if (!CIVILITIES.has(token.folded)) return false;
  if (token.folded === 'docteur' || token.folded === 'professeur') return true;
  if (!startsUpper(token.raw)) return false;
  // "M" is Monsieur only with its period ("M. Dupont"); alone it may be an initial.
  return token.folded !== 'm' || gapAfter.startsWith('.');
}

const isNameWord = (token: Token) =>
  !token.isNumber &&
  startsUpper(token.raw) &&
  !FUNCTION_WORDS.has(token.folded) &&
  !CLINICAL_ACRONYMS.has(token.folded);

/** The capitalised words after a civility: particles only inside ("Mme de La Tour"). */
function nameAfter(scan: NameScan, civility: number): number[] {
  const { tokens, text } = scan;
  const taken: number[] = [];
  for (let j = civility + 1; j < tokens.length && taken.length < 4; j++) {
    const token = tokens[j];
    const previous = tokens[j - 1];
    if (!token || !previous) break;
    const gap = text.slice(previous.end, token.start);
    if (!(j === civility + 1 ? AFTER_CIVILITY : INSIDE_NAME).test(gap)) break;
    // "Madame la Directrice" is no name; "Mme le Dr Fontaine": the inner "Dr" takes the name.
    if (TITLES.has(token.folded) || CIVILITIES.has(token.folded)) return [];
    if (isNameWord(token)) taken.push(j);
    else if (!NAME_PARTICLES.has(token.folded)) break;
  }
  while (
    taken.length > 0 &&
    NAME_PARTICLES.has(tokens[taken[taken.length - 1] ?? -1]?.folded ?? '')
  )
    taken.pop();
  return taken;
}

/**
 * Names after a civility or a title, the prescriber's included: a first name of the list then
 * more words is [PRÉNOM] [NOM] ("Dr Anne Leroy"); otherwise the words are [NOM] ("Mme Petit").
 */
export function addCivilityCandidates(scan: NameScan) {
  const { tokens, text } = scan;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const next = tokens[i + 1];
    if (
      !token ||
      !next ||
      scan.owner[i] !== -1 ||
      !isCivility(token, text.slice(token.end, next.start))
    )
      continue;
    const words = nameAfter(scan, i);
    const firstWord = words[0];
    const lastWord = words[words.length - 1];
    if (
      firstWord === undefined ||
      lastWord === undefined ||
      words.some((w) => scan.owner[w] !== -1)
    )
      continue;
    const surnameFrom =
      words.length > 1 && firstNameTier(tokens[firstWord]?.folded ?? '')
        ? (words[1] ?? firstWord)
        : firstWord;
    const surname = tokens
      .slice(surnameFrom, lastWord + 1)
      .map((t) => t.folded)
      .join(' ');
    const keys = [`ln:${surname}`];
    if (surnameFrom !== firstWord) {
      keys.unshift(`fn:${tokens[firstWord]?.folded ?? ''}`);
      addCandidate(scan, {
        first: firstWord,
        last: firstWord,
        type: 'PRÉNOM',
        source: 'civility',
        keys,
        needsContext: false,
      });
    }
    addCandidate(scan, {
      first: surnameFrom,
      last: lastWord,
      type: 'NOM',
      source: 'civility',
      keys,
      needsContext: false,
    });
    i = lastWord;
  }
}
