import { describe, expect, it } from 'vitest';
import { ZProfileUpdate, type TProfile } from '@praxis/shared/profile/schemas';
import { toProfileFormValues } from './profile-form';

const profile: TProfile = {
  userId: '6f1c7a0e-5b1f-4c39-9d2a-1c2b3d4e5f60',
  email: 'camille@exemple.fr',
  fullName: 'Camille Martin',
  civilite: null,
  firstName: 'Camille',
  lastName: 'Martin',
  timezone: 'Europe/Paris',
  workingHours: { days: [1, 2, 3, 4, 5], start: '08:00', end: '19:00' },
  language: 'fr',
  phone: null,
  rpps: null,
  siret: null,
  professionId: null,
  profession: null,
  cabinetAddressLine1: null,
  cabinetAddressLine2: null,
  cabinetPostalCode: null,
  cabinetCity: null,
  cabinetCountry: 'XX',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('toProfileFormValues', () => {
  it('null fields become empty text, an unknown country France', () => {
    const values = toProfileFormValues(profile);
    expect(values).toMatchObject({
      civilite: '',
      firstName: 'Camille',
      rpps: '',
      cabinetCountry: 'FR',
    });
  });
  it('what the form holds, once completed, is what the shared schema accepts (empty → null)', () => {
    const values = {
      ...toProfileFormValues(profile),
      civilite: 'Mme',
      professionId: '7f1c7a0e-5b1f-4c39-9d2a-1c2b3d4e5f60',
    };
    const parsed = ZProfileUpdate.parse(values);
    expect(parsed).toMatchObject({ civilite: 'Mme', rpps: null, phone: null, cabinetCity: null });
  });
  it('an empty profession is refused with the spec message', () => {
    const result = ZProfileUpdate.safeParse({ ...toProfileFormValues(profile), civilite: 'M.' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['La profession est obligatoire']);
  });
});
