import type { Span } from '../types';

// No i flag below: with it [\p{Lu}] would take lower case too, so capitals are spelled out.
const KINDS =
  '[ÉéEe]cole|[Cc]oll[èe]ge|[Ll]yc[ée]e|[Gg]roupe scolaire|[Cc]r[èe]che|[Hh]alte-garderie|[Mm]icro-cr[èe]che|[Ii]nstitution|IME|ITEP|SESSAD|CAMSP|CMPP|IEM|EREA';
const QUALIFIERS =
  "(?:[ \\u00a0]+(?:maternelle|[ée]l[ée]mentaire|primaire|priv[ée]e?|publique?|sp[ée]cialis[ée]e?|d'application|et|municipale|internationale?|catholique))*";
const LINK = "(?:de|du|des|la|le|les|d['’]|l['’]|à|sur|sous|en)";
const PROPER = "[\\p{Lu}][\\p{L}'’\\-]*";
/**
 * A school or care centre by its proper name: "école Jules Ferry", "collège Victor Hugo de
 * Lyon", "école maternelle des Lilas", "IME Les Hirondelles". With a city it can point at one
 * child, so the name goes to [ÉTABLISSEMENT]; the kind stays ("collège", the level, is
 * clinical context).
 */
const SCHOOL = new RegExp(
  `(?<![\\p{L}])(?:${KINDS})${QUALIFIERS}[ \\u00a0]+((?:${LINK}[ \\u00a0]*)*${PROPER}(?:[ \\u00a0\\-]+(?:${LINK}[ \\u00a0]*)*${PROPER})*)`,
  'gud',
);

export function findSchools(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(SCHOOL)) {
    const name = m.indices?.[1];
    if (!name) continue;
    const value = text.slice(name[0], name[1]);
    spans.push({
      start: name[0],
      end: name[1],
      type: 'ÉTABLISSEMENT',
      keys: [`ÉTABLISSEMENT:${value.toLowerCase()}`],
    });
  }
  return spans;
}
