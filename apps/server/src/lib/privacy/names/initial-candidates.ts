import type { KnownIdentity } from '../types';
import { fold } from '../text/fold';
import { addCandidate, gapAfter, type NameCandidate, type NameScan } from './candidate';

const isInitial = (raw: string) => raw.length === 1 && raw !== raw.toLowerCase();

/** The letter a known person's other name starts with, to accept "Léo M." only for Léo Martin. */
function expectedInitial(name: NameCandidate, identities: readonly KnownIdentity[]): string | null {
  const entry = name.entries?.[0];
  const identity = entry ? identities[entry.identity] : undefined;
  if (!entry || !identity) return null;
  return fold(entry.part === 'first' ? identity.lastName : identity.firstName).charAt(0);
}

/**
 * Initials beside a name: "Léo M." ([PRÉNOM] [NOM].) and "L. Martin" ([PRÉNOM]. [NOM]). The
 * letter alone is replaced; its period stays. Beside a known name the letter must be that
 * person's; beside another name any capital with a period counts. "M." before a name is
 * Monsieur, not an initial.
 */
export function addInitialCandidates(scan: NameScan, identities: readonly KnownIdentity[]) {
  const { tokens, text } = scan;
  for (const name of [...scan.candidates]) {
    if (name.source === 'initial') continue;
    const expected = name.source === 'known' ? expectedInitial(name, identities) : null;
    const after = tokens[name.last + 1];
    const gap = gapAfter(scan, name.last);
    if (
      after &&
      gap === ' ' &&
      isInitial(after.raw) &&
      text.charAt(after.end) === '.' &&
      scan.owner[name.last + 1] === -1
    ) {
      if (expected === null || expected === after.folded) {
        addCandidate(scan, {
          first: name.last + 1,
          last: name.last + 1,
          type: name.type === 'PRÉNOM' ? 'NOM' : 'PRÉNOM',
          source: 'initial',
          keys: name.keys,
          needsContext: false,
        });
      }
    }
    const before = tokens[name.first - 1];
    const gapBefore = gapAfter(scan, name.first - 1);
    if (
      before &&
      gapBefore !== null &&
      /^\.[ \t]?$/.test(gapBefore) &&
      isInitial(before.raw) &&
      before.folded !== 'm' &&
      scan.owner[name.first - 1] === -1
    ) {
      if (expected === null || expected === before.folded) {
        addCandidate(scan, {
          first: name.first - 1,
          last: name.first - 1,
          type: name.type === 'NOM' ? 'PRÉNOM' : 'NOM',
          source: 'initial',
          keys: name.keys,
          needsContext: false,
        });
      }
    }
  }
}
