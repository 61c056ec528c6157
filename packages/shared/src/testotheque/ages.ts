/** Months (stored) → years as typed in the Configuration form: whole years, else one decimal. */
export function monthsToYears(months: number | null | undefined): number | null {
  if (months === null || months === undefined) return null;
  return Math.round((months / 12) * 10) / 10;
}

const frenchNumber = (n: number) => String(n).replace('.', ',');

/**
 * Spec 3 §2.8: the age range shown 'a - b ans' (French decimals); one bound only: 'dès a ans' or
 * "jusqu'à b ans"; none: null.
 */
export function formatAgeRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const a = monthsToYears(min);
  const b = monthsToYears(max);
  if (a !== null && b !== null) return `${frenchNumber(a)} - ${frenchNumber(b)} ans`;
  if (a !== null) return `dès ${frenchNumber(a)} ans`;
  if (b !== null) return `jusqu'à ${frenchNumber(b)} ans`;
  return null;
}
