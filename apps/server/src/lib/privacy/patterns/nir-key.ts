/**
 * The NIR (numéro de sécurité sociale): 13 characters then a 2-digit key = 97 − (number mod 97),
 * Corsica's departments 2A and 2B counted as 19 and 18 for the key.
 */
export function nirKey(body13: string): number | null {
  const upper = body13.toUpperCase();
  if (!/^\d{5}(?:\d{2}|2A|2B)\d{6}$/.test(upper)) return null;
  const numeric = upper.replace('2A', '19').replace('2B', '18');
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return 97 - remainder;
}

/** A 15-character NIR (spaces and dots ignored) whose key checks. */
export function isValidNir(raw: string): boolean {
  const compact = raw.replace(/[\s.-]/g, '').toUpperCase();
  if (compact.length !== 15) return false;
  const key = nirKey(compact.slice(0, 13));
  return key !== null && key === Number(compact.slice(13));
}

/**
 * The shape of a NIR: sex 1, 2 (or 3, 4, 7, 8 for provisional numbers), month 01–12 or the
 * 20–42 and 50–99 used when unknown, department 01–99, 2A or 2B.
 */
export function hasNirShape(compact: string): boolean {
  const upper = compact.toUpperCase();
  if (!/^[1-478]\d{2}\d{2}(?:\d{2}|2A|2B)\d{6}(?:\d{2})?$/.test(upper)) return false;
  const month = Number(upper.slice(3, 5));
  return (month >= 1 && month <= 12) || (month >= 20 && month <= 42) || month >= 50;
}
