import type { Span } from '../types';

// Labels that follow an address on its line ("69003 LYON Tél. 04…") are not part of the city.
export const CITY_WORD =
  "(?!(?:T[ée]l|T[ée]l[ée]phone|Port|Portable|Fax|Mail|Email|E-mail|Courriel)\\b)[\\p{Lu}][\\p{L}'’]*";
export const CITY_LINK = '(?:sur|sous|en|l[èe]s|lez|de|du|des|la|le|l|d|aux|à|et)';
/**
 * A postal code then its city: "75011 Paris", "69003 LYON", "13100 Aix-en-Provence",
 * "97400 Saint-Denis", "13080 Luynes CEDEX 2". The code and the city are two placeholders.
 */
const POSTAL_CITY = new RegExp(
  `(?<![\\p{L}\\d])((?:0[1-9]|[1-8]\\d|9[0-8])[ \\u00a0]?\\d{3})[ \\u00a0]+(${CITY_WORD}(?:(?:[\\s\\-'’]+${CITY_LINK})*[\\s\\-'’]+${CITY_WORD})*(?:[ \\u00a0]+CEDEX(?:[ \\u00a0]+\\d{1,2})?)?)`,
  'gud',
);

export function findPostalCities(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(POSTAL_CITY)) {
    const code = m.indices?.[1];
    const city = m.indices?.[2];
    if (!code || !city) continue;
    // A city stops at the end of its line: "75011 Paris\nObjet" is not "Paris Objet".
    const lineEnd = text.indexOf('\n', city[0]);
    const cityEnd = lineEnd === -1 ? city[1] : Math.min(city[1], lineEnd);
    const cityText = text.slice(city[0], cityEnd);
    spans.push({
      start: code[0],
      end: code[1],
      type: 'CODE_POSTAL',
      keys: [`CODE_POSTAL:${text.slice(code[0], code[1]).replace(/\D/g, '')}`],
    });
    spans.push({
      start: city[0],
      end: city[0] + cityText.trimEnd().length,
      type: 'VILLE',
      keys: [`VILLE:${cityText.trim().toLowerCase()}`],
    });
  }
  return spans;
}
