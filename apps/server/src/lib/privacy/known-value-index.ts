import { phoneDigits } from './patterns/phones';
import type { KnownIdentity } from './types';

/**
 * The known people's phones, NIRs, e-mails and birth dates as sets, built once per matcher:
 * looking a value up costs the same for 10 or 10,000 people.
 */
export type KnownValueIndex = {
  phones: Set<string>;
  nirs: Set<string>;
  emails: Set<string>;
  /** "day-month-year" and "day-month-yy" (a 2-digit year matches either century). */
  birthDates: Set<string>;
};

export function buildKnownValueIndex(identities: readonly KnownIdentity[]): KnownValueIndex {
  const index: KnownValueIndex = {
    phones: new Set(),
    nirs: new Set(),
    emails: new Set(),
    birthDates: new Set(),
  };
  for (const identity of identities) {
    const phone = identity.phone ? phoneDigits(identity.phone) : '';
    if (phone.length >= 6) index.phones.add(phone);
    const nir = (identity.nir ?? '').replace(/[\s.]/g, '').toUpperCase().slice(0, 13);
    if (nir.length === 13) index.nirs.add(nir);
    const email = identity.email?.trim().toLowerCase();
    if (email) index.emails.add(email);
    const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(identity.birthDate ?? '');
    if (birth) {
      const [year, month, day] = [Number(birth[1]), Number(birth[2]), Number(birth[3])];
      index.birthDates.add(`${day}-${month}-${year}`);
      index.birthDates.add(`${day}-${month}-${year % 100}s`);
    }
  }
  return index;
}
