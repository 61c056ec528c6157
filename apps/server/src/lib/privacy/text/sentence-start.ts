import type { Token } from './tokenise';

// Abbreviations whose period does not end a sentence ("M. Martin", "Dr. Leroy", "cf. annexe").
const ABBREVIATIONS = new Set([
  'm',
  'mme',
  'mlle',
  'dr',
  'pr',
  'st',
  'ste',
  'cf',
  'etc',
  'av',
  'bd',
  'ex',
  'p',
  'n',
  'no',
]);

/**
 * Whether a token opens a sentence, a line, a list item or a field ("Motif : Difficultés…"):
 * there a capital says nothing about a name, so common words that are also names need more.
 */
export function isSentenceStart(text: string, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  let i = token.start - 1;
  while (i >= 0 && /[ \t\u00a0"«»“”([]/.test(text.charAt(i))) i--;
  if (i < 0) return true;
  const previous = text.charAt(i);
  if (/[\n\r!?:;•·*–—]/.test(previous)) return true;
  if (previous === '-' && (i === 0 || /\s/.test(text.charAt(i - 1)))) return true;
  if (previous !== '.' && previous !== '…') return false;
  const before = tokens[index - 1];
  if (before && before.end === i && ABBREVIATIONS.has(before.folded)) return false;
  // "M." after a first name is an initial, not an abbreviation, but the sentence may end there
  // too; a single capital letter then a period is read as an initial ("Léo M. a progressé").
  if (
    before &&
    before.end === i &&
    before.raw.length === 1 &&
    before.raw === before.raw.toUpperCase()
  )
    return false;
  return true;
}
