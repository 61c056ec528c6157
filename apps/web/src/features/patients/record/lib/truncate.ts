/**
 * The first `limit` characters (counted as the reader sees them: an emoji is one) and whether
 * anything was cut. Trailing spaces before the cut are dropped so the ellipsis sits on a word.
 */
export function truncateText(text: string, limit: number): { text: string; isTruncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, isTruncated: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, isTruncated: true };
}
