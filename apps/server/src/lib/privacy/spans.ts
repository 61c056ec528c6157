import type { Span } from './types';

/**
 * One span per stretch of text: the longest wins where two overlap (an e-mail over the name
 * inside it, an address over the first name in "rue Jean Jaurès"); at equal length, the one
 * found first (known identities and patterns come before the first-name list).
 */
export function resolveOverlaps(spans: readonly Span[], textLength: number): Span[] {
  const order = spans.map((span, index) => ({ span, index }));
  order.sort(
    (a, b) => b.span.end - b.span.start - (a.span.end - a.span.start) || a.index - b.index,
  );
  const taken = new Uint8Array(textLength);
  const kept: Span[] = [];
  for (const { span } of order) {
    if (span.end <= span.start) continue;
    let isFree = true;
    for (let i = span.start; i < span.end && isFree; i++) if (taken[i]) isFree = false;
    if (!isFree) continue;
    taken.fill(1, span.start, span.end);
    kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}
