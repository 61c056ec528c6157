import { TEST_SEARCH_MIN_LENGTH } from './schemas';

/** Lower case, accents removed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Letters and digits only, folded: 'M-ABC-2' → 'mabc2', so 'mabc' finds it. */
export function compactText(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '');
}

/** The term when it applies (spec 3 §5: from 2 characters, trimmed), else null. */
export function effectiveTestSearch(search: string | undefined): string | null {
  const term = search?.trim() ?? '';
  return term.length >= TEST_SEARCH_MIN_LENGTH ? term : null;
}

type Searchable = { title: string; code: string | null; description?: string | null };

/**
 * Spec 3 §5: a test matches when its title or code (and description on the library page)
 * contains the term, case and accents ignored; punctuation is ignored too ('mabc' → 'M-ABC-2').
 * The server applies the same rule in SQL (features/tests/test-search.ts).
 */
export function matchesTestSearch(test: Searchable, search: string | undefined, withDescription = false): boolean {
  const term = effectiveTestSearch(search);
  if (!term) return true;
  const fields = [test.title, test.code ?? '', withDescription ? (test.description ?? '') : ''];
  const folded = foldText(term);
  if (fields.some((f) => foldText(f).includes(folded))) return true;
  const compact = compactText(term);
  return compact.length > 0 && compactText(`${test.title} ${test.code ?? ''}`).includes(compact);
}
