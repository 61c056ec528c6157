import { canonicalPlaceholder, NUMBERED_PLACEHOLDER } from './placeholders';
import type { ReverseMap } from './types';

/**
 * Puts the originals back into a text made from a reversible pseudonymisation (a model's answer
 * or the text itself). Placeholders written loosely still count ("[prénom_1]", "[ PRÉNOM_1 ]").
 * When a placeholder occurs as often as it was made, each occurrence gets its own form back (an
 * unchanged text comes back exactly); otherwise every occurrence takes the first form. A
 * placeholder not in the map is left as it is.
 */
export function restore(text: string, map: ReverseMap): string {
  const found = [...text.matchAll(NUMBERED_PLACEHOLDER)].map((m) =>
    canonicalPlaceholder(m[1] ?? '', m[2] ?? ''),
  );
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const placeholder of found)
    if (placeholder) total.set(placeholder, (total.get(placeholder) ?? 0) + 1);
  let occurrence = 0;
  return text.replace(NUMBERED_PLACEHOLDER, (whole) => {
    const placeholder = found[occurrence++];
    const entry = placeholder ? map[placeholder] : undefined;
    if (!placeholder || !entry) return whole;
    const index = seen.get(placeholder) ?? 0;
    seen.set(placeholder, index + 1);
    const isSameCount = total.get(placeholder) === entry.forms.length;
    return (isSameCount ? entry.forms[index] : undefined) ?? entry.value;
  });
}
