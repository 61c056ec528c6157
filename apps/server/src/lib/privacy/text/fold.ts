/**
 * The comparison form of a word: no accents, lower case, "œ"/"æ" spelled out. Names are
 * matched on it so that "Léo", "LEO" and "leo" meet, and so do "Inès" and "Ines".
 */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}
