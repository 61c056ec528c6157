import { CIVILITIES, ROLE_WORDS, SUBJECT_CONTINUATIONS } from '../lexicon/stoplists';
import { gapAfter, type NameCandidate, type NameScan } from './candidate';

const NEIGHBOUR_GAP = /^(?:[ \t\u00a0\-'’]{1,3}|\s*,\s*)$/;
const ROLE_GAP = /^(?:[ \t\u00a0'’]{1,3}|\s*:\s*|\.\s?)$/;

/**
 * Another name right beside it, that stands on its own: a known name, a civility's name, a
 * surname, an initial ("Rose P." — there the period belongs to the initial). Two words that
 * both need context do not vouch for each other ("Figure de Rey, Denver II").
 */
function hasNeighbour(scan: NameScan, candidate: NameCandidate, self: number): boolean {
  const vouches = (owner: number | undefined, gap: string | null, isAfter: boolean) => {
    const other =
      owner === undefined || owner === -1 || owner === self ? undefined : scan.candidates[owner];
    if (!other || gap === null || (other.needsContext && other.source !== 'known')) return false;
    return NEIGHBOUR_GAP.test(gap) || (isAfter && other.source === 'initial' && gap === ' ');
  };
  return (
    vouches(scan.owner[candidate.first - 1], gapAfter(scan, candidate.first - 1), false) ||
    vouches(scan.owner[candidate.last + 1], gapAfter(scan, candidate.last), true)
  );
}

function hasRoleBefore(scan: NameScan, candidate: NameCandidate): boolean {
  const previous = scan.tokens[candidate.first - 1];
  const gap = gapAfter(scan, candidate.first - 1);
  if (!previous || gap === null || !ROLE_GAP.test(gap)) return false;
  return CIVILITIES.has(previous.folded) || ROLE_WORDS.has(previous.folded);
}

function hasVerbAfter(scan: NameScan, candidate: NameCandidate): boolean {
  const next = scan.tokens[candidate.last + 1];
  const gap = gapAfter(scan, candidate.last);
  // Folding turns "à" into "a": "Petit à petit" is no subject and its verb.
  return (
    !!next &&
    gap !== null &&
    /^[ \t'’]{1,2}$/.test(gap) &&
    next.raw.toLowerCase() !== 'à' &&
    SUBJECT_CONTINUATIONS.has(next.folded)
  );
}

/**
 * Keeps a candidate that needs context only when it has one: a civility or a role word before
 * ("Mme Petit", "l'enfant Rose"), another name beside it ("Rose Petit", "Petit, Léo", "Rose
 * P."), or, for a known person, a verb after it at the start of a sentence ("Rose a
 * progressé") or their first name used as a name elsewhere in the text. Returns the kept
 * candidates.
 */
export function applyNameContext(scan: NameScan): NameCandidate[] {
  const hasContext = scan.candidates.map(
    (c, index) =>
      !c.needsContext ||
      hasRoleBefore(scan, c) ||
      hasNeighbour(scan, c, index) ||
      (c.source === 'known' && hasVerbAfter(scan, c)),
  );
  const confirmed = confirmedFirstNames(scan.candidates.filter((_c, index) => hasContext[index]));
  return scan.candidates.filter(
    (c, index) =>
      hasContext[index] ||
      (c.entries?.some((e) => e.part === 'first' && confirmed.has(e.identity)) ?? false),
  );
}

/**
 * Known people whose first name the text already uses as a name elsewhere: then that first
 * name opening a sentence is them too ("Constance passera vendredi" after "Constance Rolland").
 * Not for last names: "Petit à petit" in a report on Théo Petit stays.
 */
function confirmedFirstNames(candidates: readonly NameCandidate[]): Set<number> {
  const confirmed = new Set<number>();
  for (const c of candidates) {
    if (c.source !== 'known') continue;
    for (const e of c.entries ?? []) if (e.part === 'first') confirmed.add(e.identity);
  }
  return confirmed;
}
