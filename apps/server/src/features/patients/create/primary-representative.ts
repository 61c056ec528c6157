/**
 * Exactly one primary among the representatives given together: the first flagged one, or the
 * first of all when none is flagged (spec 1 §4: the first one added becomes primary).
 */
export function withOnePrimary<T extends { isPrimary: boolean }>(representatives: T[]): T[] {
  const primaryIndex = Math.max(
    0,
    representatives.findIndex((r) => r.isPrimary),
  );
  return representatives.map((r, index) => ({ ...r, isPrimary: index === primaryIndex }));
}
