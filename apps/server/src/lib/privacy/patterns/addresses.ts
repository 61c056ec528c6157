import type { Span } from '../types';

/** Street kinds. With a number before them any is an address; without, only those that cannot be everyday words. */
const STREET_KINDS =
  'rue|avenue|av\\.|bd|boulevard|blvd|all[ée]e|chemin|ch\\.|impasse|imp\\.|place|pl\\.|route|rte|quai|cours|square|sq\\.|passage|r[ée]sidence|lotissement|hameau|lieu-dit|lieudit|lieu dit|voie|sentier|cit[ée]|villa|faubourg|fbg|rond-point|esplanade|promenade|parvis|mont[ée]e|ruelle|traverse|chauss[ée]e|domaine|clos|parc';
const UNNUMBERED_KINDS =
  /^(?:rue|avenue|boulevard|bd|all[ée]e|impasse|quai|lieu-?\s?dit|chemin|route|square|r[ée]sidence|lotissement|hameau)$/iu;

const HEAD = new RegExp(
  `(?<![\\p{L}\\d])(?:(\\d{1,4}(?:\\s?(?:bis|ter|quater|[A-D])\\b)?)\\s*,?\\s+)?(${STREET_KINDS})(?![\\p{L}])`,
  'giu',
);
// One word of the street's name, after spaces and lower-case connectors ("des", "de la", "d'").
// A number in it never starts with 0 ("rue du 8 Mai 1945"): "Lilas 06 12…" is a phone after it.
const STEP =
  /[ \t\u00a0]+((?:(?:de|du|des|la|le|les|aux|à|en|sur|sous)[ \t\u00a0]+|[dl]['’])*)(?:([\p{Lu}1-9][\p{L}\d'’-]*)|([\p{Ll}][\p{L}'’-]*))/uy;
// "Cours préparatoire" is a school class, not a street.
const NOT_A_STREET = /^\s+(?:pr[ée]paratoire|[ée]l[ée]mentaire|moyen)/iu;

/**
 * Where the street's name ends: capitalised words and numbers; a lower-case word only in a
 * numbered address, first or after a connector ("12 rue des lilas").
 */
function streetNameEnd(text: string, from: number, isNumbered: boolean): number {
  let end = from;
  for (let words = 0; words < 8; words++) {
    STEP.lastIndex = end;
    const step = STEP.exec(text);
    if (!step) break;
    const isLower = step[3] !== undefined;
    if (isLower && !(isNumbered && (words === 0 || (step[1] ?? '') !== ''))) break;
    end = STEP.lastIndex;
  }
  return end;
}

/**
 * Street addresses: "12 rue des Lilas", "3 bis avenue Jean Jaurès", "lieu-dit Les Granges",
 * "Résidence Les Pins". Without a number the street needs a capitalised name after its kind.
 */
export function findAddresses(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(HEAD)) {
    const kind = m[2] ?? '';
    const isNumbered = m[1] !== undefined;
    const headEnd = m.index + m[0].length;
    if (NOT_A_STREET.test(text.slice(headEnd, headEnd + 20))) continue;
    if (!isNumbered && !UNNUMBERED_KINDS.test(kind) && !/^\p{Lu}/u.test(kind)) continue;
    const end = streetNameEnd(text, headEnd, isNumbered);
    if (end === headEnd) continue;
    const value = text.slice(m.index, end);
    spans.push({ start: m.index, end, type: 'ADRESSE', keys: [`ADRESSE:${value.toLowerCase()}`] });
  }
  return spans;
}
