import { PLACEHOLDER_TYPES, type PlaceholderType, type Span } from './types';

const PERSON_TYPES: ReadonlySet<PlaceholderType> = new Set(['PRÉNOM', 'NOM']);

/**
 * Numbers for reversible mode, in order of first appearance: one per person across PRÉNOM and
 * NOM ("[PRÉNOM_1] [NOM_1]" is one child), one per value for the other types.
 */
export function createNumbering() {
  const byKey = new Map<string, number>();
  const nextByGroup = new Map<string, number>();
  return (span: Span): number => {
    for (const key of span.keys) {
      const known = byKey.get(key);
      if (known !== undefined) {
        for (const other of span.keys) if (!byKey.has(other)) byKey.set(other, known);
        return known;
      }
    }
    const group = PERSON_TYPES.has(span.type) ? 'PERSONNE' : span.type;
    const number = (nextByGroup.get(group) ?? 0) + 1;
    nextByGroup.set(group, number);
    for (const key of span.keys) byKey.set(key, number);
    return number;
  };
}

export function formatPlaceholder(type: PlaceholderType, number?: number): string {
  return number === undefined ? `[${type}]` : `[${type}_${number}]`;
}

const TYPES_BY_FOLDED = new Map(PLACEHOLDER_TYPES.map((t) => [foldType(t), t]));

function foldType(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\s_-]+/g, '_');
}

/**
 * Numbered placeholders as a model may give them back: "[PRÉNOM_1]", "[prénom_1]",
 * "[ PRÉNOM_1 ]", "[PRENOM 1]", "[Prénom-1]".
 */
export const NUMBERED_PLACEHOLDER = /\[\s*([\p{L}][\p{L}\p{M}_ -]*?)[\s_-]*(\d+)\s*\]/gu;

/** The canonical placeholder of a loosely written one, or null when it is none of ours. */
export function canonicalPlaceholder(typeText: string, number: string): string | null {
  const type = TYPES_BY_FOLDED.get(foldType(typeText.trim()));
  return type ? formatPlaceholder(type, Number(number)) : null;
}
