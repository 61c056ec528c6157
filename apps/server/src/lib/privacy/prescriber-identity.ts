import type { KnownIdentity } from './types';

const TITLES = /^(?:dr\.?|docteur|pr\.?|professeur|mme|madame|m\.|monsieur|mlle)$/i;

/**
 * The prescriber field is free text ("Dr Anne Leroy, pédiatre", "Docteur LEROY"): its name is
 * what comes before a comma or a parenthesis, without the title; one word is a surname.
 */
export function prescriberIdentity(prescriber: string | null | undefined): KnownIdentity | null {
  const head = (prescriber ?? '').split(/[,(–—;/\n]| - /)[0] ?? '';
  const words = head
    .trim()
    .split(/\s+/)
    .filter((w) => w && !TITLES.test(w));
  const last = words.length > 1 ? words.slice(1).join(' ') : words[0];
  if (!last || last.length < 2) return null;
  return {
    firstName: words.length > 1 ? (words[0] ?? '') : '',
    lastName: last,
    role: 'prescriber',
  };
}
