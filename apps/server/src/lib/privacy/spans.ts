import type { Span } from './types';

/**
 * One span per stretch of text: the longest wins where two overlap (an e-mail over the name
 * inside it, an address over the first name in "rue Jean Jaurès"); at equal length, the one
 * found first (known identities and patterns come before the first-name list). A span that only
 * partly overlaps the winner widens it to cover both: whatever any finder saw is replaced, never a
 * remainder of it (an address read too far into "… Lilas 06 12 34 56 78" must not leave the end
 * of the phone number, or of a NIR after it, in clear).
 */
export function resolveOverlaps(spans: readonly Span[], textLength: number): Span[] {
  const order = spans.map((span, index) => ({ span, index }));
  order.sort(
    (a, b) => b.span.end - b.span.start - (a.span.end - a.span.start) || a.index - b.index,
  );
  const owner = new Int32Array(textLength).fill(-1);
  const kept: Span[] = [];
  const partial: Span[] = [];
  for (const { span } of order) {
    if (span.end <= span.start) continue;
    let isFree = true;
    let isInside = true;
    for (let i = span.start; i < span.end; i++) {
      if (owner[i] !== -1) isFree = false;
      else isInside = false;
    }
    if (isFree) {
      owner.fill(kept.length, span.start, span.end);
      kept.push({ ...span });
    } else if (!isInside) partial.push(span);
  }
  for (const span of partial) {
    let i = span.start;
    while (owner[i] === -1) i++;
    const winner = kept[owner[i] ?? -1];
    if (!winner) continue;
    winner.start = Math.min(winner.start, span.start);
    winner.end = Math.max(winner.end, span.end);
  }
  return mergeOverlapping(kept.sort((a, b) => a.start - b.start));
}

/** Spans sorted by start, those that overlap joined into the first one. */
function mergeOverlapping(sorted: Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push(span);
  }
  return merged;
}
