import { describe, expect, it } from 'vitest';
import { resolveOverlaps } from './spans';
import type { Span } from './types';

const span = (start: number, end: number, type: Span['type']): Span => ({ start, end, type, keys: [`${type}:${start}`] });

describe('resolveOverlaps', () => {
  it('keeps the longest of two spans, and drops one inside it', () => {
    expect(resolveOverlaps([span(2, 4, 'PRÉNOM'), span(0, 10, 'ADRESSE')], 30)).toEqual([span(0, 10, 'ADRESSE')]);
  });

  it('widens the winner over a span that only partly overlaps it: nothing any finder saw stays in clear', () => {
    const [address, phone] = [span(0, 10, 'ADRESSE'), span(8, 14, 'TÉLÉPHONE')];
    expect(resolveOverlaps([address, phone], 30)).toEqual([{ ...address, end: 14 }]);
  });

  it('joins a chain of partial overlaps into one span, and leaves separate spans alone', () => {
    const spans = [span(0, 6, 'NIR'), span(4, 12, 'NIR'), span(10, 13, 'TÉLÉPHONE'), span(20, 22, 'NOM')];
    expect(resolveOverlaps(spans, 30)).toEqual([{ ...span(4, 12, 'NIR'), start: 0, end: 13 }, span(20, 22, 'NOM')]);
  });
});
