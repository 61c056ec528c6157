/** Spec 2 §5.9: searches on documents and knowledge items apply only from 2 characters. */
export const SEARCH_MIN_LENGTH = 2;

/** The search term sent to the server, or undefined below 2 characters. */
export function effectiveSearch(search: string): string | undefined {
  const term = search.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}
