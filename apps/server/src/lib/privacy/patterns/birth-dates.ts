import type { KnownValueIndex } from '../known-value-index';
import type { Span } from '../types';
import { DATE_SOURCE, findDates } from './dates';
import { CITY_LINK, CITY_WORD } from './postal-city';

const MONTH_YEAR =
  '(?:(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)\\s+)?\\d{4}';

const BORN = '\\b[Nn][ée]+(?:\\(e\\))?s?';
const CITY = `${CITY_WORD}(?:(?:[ \\-'’]+${CITY_LINK})*[ \\-'’]+${CITY_WORD})*`;

/**
 * A date introduced as a birth date: "né le 12/03/2015", "née le 3 mars 2015", "né(e) le : …",
 * "né à Lyon le …", "date de naissance : 12.03.2015", "DDN 12-03-2015", "né en mars 2015".
 * Only the date goes.
 */
const BIRTH = new RegExp(
  `(?:${BORN}\\s+(?:à\\s+${CITY}\\s*,?\\s+)?(?:le\\s*:?\\s*|l[e']\\s*)?|\\bnaissance\\s*(?:le\\s+|:\\s*|-\\s*|du\\s+)?|\\bD\\.?D\\.?N\\.?\\s*(?::\\s*|-\\s*)?)(${DATE_SOURCE})` +
    `|${BORN}\\s+en\\s+(${MONTH_YEAR})\\b`,
  'giud',
);

/** The place of birth, "né à Lyon", "née le 3 mars 2016 à Saint-Étienne": [VILLE]. */
const BIRTH_PLACE = new RegExp(
  `${BORN}\\s+(?:le\\s*:?\\s*${DATE_SOURCE}\\s*,?\\s+)?à\\s+(${CITY})`,
  'gud',
);

/**
 * Birth dates and places: by their wording, and any date equal to a known person's birth date wherever it
 * is. Other dates stay: sessions and tests are clinical context.
 */
export function findBirthDates(text: string, { birthDates }: KnownValueIndex): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(BIRTH)) {
    const group = m.indices?.[1] ?? m.indices?.[2];
    if (!group) continue;
    spans.push({
      start: group[0],
      end: group[1],
      type: 'DATE_NAISSANCE',
      keys: [`DATE_NAISSANCE:${text.slice(group[0], group[1])}`],
    });
  }
  for (const m of text.matchAll(BIRTH_PLACE)) {
    const place = m.indices?.[1];
    if (!place) continue;
    const city = text.slice(place[0], place[1]);
    spans.push({
      start: place[0],
      end: place[1],
      type: 'VILLE',
      keys: [`VILLE:${city.toLowerCase()}`],
    });
  }
  if (birthDates.size === 0) return spans;
  for (const date of findDates(text)) {
    const key = date.isShortYear
      ? `${date.day}-${date.month}-${date.year}s`
      : `${date.day}-${date.month}-${date.year}`;
    if (birthDates.has(key))
      spans.push({
        start: date.start,
        end: date.end,
        type: 'DATE_NAISSANCE',
        keys: [`DATE_NAISSANCE:${key}`],
      });
  }
  return spans;
}
