export const PATIENT_SEARCH_MIN_CHARS = 2;

type TNamed = { firstName: string; lastName: string };

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Spec 2 §5.2: results sorted by last name then first name (French collation). */
export function sortPatients<T extends TNamed>(patients: readonly T[]): T[] {
  return [...patients].sort(
    (a, b) =>
      collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
  );
}
