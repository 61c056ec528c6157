import { fold } from './fold';

/** A word or a number of the text, with where it sits and its comparison form. */
export type Token = {
  start: number;
  end: number;
  raw: string;
  folded: string;
  isNumber: boolean;
};

// Letters (with combining marks) or digits; apostrophes and hyphens separate tokens, so
// "d'Inès" gives "d" and "Inès", and "Marie-Claire" gives "Marie" and "Claire".
const TOKEN = /[\p{L}\p{M}]+|\d+/gu;

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    tokens.push({
      start,
      end: start + raw.length,
      raw,
      folded: fold(raw),
      isNumber: /^\d/.test(raw),
    });
  }
  return tokens;
}

/** The characters between two tokens. */
export function gapBetween(text: string, left: Token, right: Token): string {
  return text.slice(left.end, right.start);
}

export function startsUpper(raw: string): boolean {
  const first = raw.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/** Two letters or more, all capitals ("MARTIN", "LÉO"). */
export function isAllCaps(raw: string): boolean {
  return raw.length >= 2 && raw === raw.toUpperCase() && raw !== raw.toLowerCase();
}

/** Capital then lower case ("Martin"); a single capital letter is not one. */
export function isTitleCase(raw: string): boolean {
  return raw.length >= 2 && startsUpper(raw) && raw.slice(1) === raw.slice(1).toLowerCase();
}
