import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { ZProfileUpdate } from './schemas';

const m = messages.profile;
const a = messages.auth;
const valid = { civilite: 'Mme', firstName: 'Léa', lastName: 'Durand', professionId: null };

function firstError(input: Record<string, unknown>, field: string) {
  return ZProfileUpdate.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('practitioner profile rules (spec 2 §5.6)', () => {
  it.each([
    ['civilite', undefined, m.civiliteRequired],
    ['civilite', 'Dr', m.civiliteInvalid],
    ['firstName', '', a.firstNameRequired],
    ['firstName', 'x'.repeat(101), a.firstNameTooLong],
    ['lastName', '', a.lastNameRequired],
    ['lastName', 'x'.repeat(101), a.lastNameTooLong],
    ['professionId', 'pas-un-uuid', m.professionRequired],
    ['phone', '12345', m.phoneInvalid],
    ['phone', '06 12 34 56 78 90 12 34', m.phoneInvalid],
    ['rpps', '1234567890', m.rppsInvalid],
    ['siret', '1234567890123', m.siretInvalid],
    ['cabinetPostalCode', '7500', m.postalCodeInvalid],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(firstError({ ...valid, [field]: value }, field)).toBe(expected);
  });

  it('normalises phones and saves empty strings as null', () => {
    const parsed = ZProfileUpdate.parse({ ...valid, phone: '06.12-34 56 78', rpps: '', siret: ' ', cabinetPostalCode: '' });
    expect(parsed.phone).toBe('0612345678');
    expect(parsed.rpps).toBeNull();
    expect(parsed.siret).toBeNull();
    expect(parsed.cabinetPostalCode).toBeNull();
    expect(ZProfileUpdate.parse({ ...valid, phone: '+33612345678' }).phone).toBe('+33612345678');
  });
});
