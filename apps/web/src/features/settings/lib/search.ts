import { SEARCH_MIN_LENGTH } from '@praxis/shared/settings/schemas';

/** Spec 2 §5.9: the search term sent to the server, or undefined below 2 characters. */
export function effectiveSearch(search: string): string | undefined {
  const term = search.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}
