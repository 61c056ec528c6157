/** Spec 2 §5.7: tags are trimmed, never duplicated (case-insensitively), and removable. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag) return [...tags];
  const exists = tags.some((t) => t.toLocaleLowerCase('fr') === tag.toLocaleLowerCase('fr'));
  return exists ? [...tags] : [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

export const MAX_VISIBLE_TAGS = 3;

/** Spec 2 §2.4: at most 3 tags per item, then a '+N' counter. */
export function visibleTags(
  tags: readonly string[],
  max = MAX_VISIBLE_TAGS,
): { shown: string[]; hiddenCount: number } {
  return { shown: tags.slice(0, max), hiddenCount: Math.max(0, tags.length - max) };
}
