import { describe, expect, it } from 'vitest';
import { completionBanner, profileCompletion } from './profile-completion';

const empty = {
  civilite: null,
  firstName: null,
  lastName: null,
  professionId: null,
  phone: null,
  cabinetAddressLine1: null,
  rpps: null,
};
const uuid = '6f1c7a0e-5b1f-4c39-9d2a-1c2b3d4e5f60';

describe('profileCompletion', () => {
  it('an empty profile: 0 %, every field missing', () => {
    const c = profileCompletion(empty);
    expect(c).toMatchObject({ filled: 0, total: 4, percent: 0, isComplete: false });
    expect(c.missingRequired).toEqual(['Civilité', 'Prénom', 'Nom', 'Profession']);
    expect(c.missingRecommended).toEqual(['Téléphone', 'Adresse du cabinet', 'Numéro RPPS']);
    expect(completionBanner(c)).toBe('0/4 champs obligatoires');
  });

  it('names from sign-up: 2 of 4, 50 %', () => {
    const c = profileCompletion({ ...empty, firstName: 'Camille', lastName: 'Martin' });
    expect(c).toMatchObject({ filled: 2, percent: 50 });
    expect(c.missingRequired).toEqual(['Civilité', 'Profession']);
    expect(completionBanner(c)).toBe('2/4 champs obligatoires');
  });

  it('blank text does not count', () => {
    expect(profileCompletion({ ...empty, firstName: '   ' }).filled).toBe(0);
  });

  it('3 of 4 rounds to 75 %', () => {
    const c = profileCompletion({ ...empty, civilite: 'Mme', firstName: 'A', lastName: 'B' });
    expect(c.percent).toBe(75);
  });

  it('the four required fields make a complete profile, recommendations aside', () => {
    const c = profileCompletion({
      ...empty,
      civilite: 'Mme',
      firstName: 'Camille',
      lastName: 'Martin',
      professionId: uuid,
      rpps: '12345678901',
    });
    expect(c).toMatchObject({ filled: 4, percent: 100, isComplete: true, missingRequired: [] });
    expect(c.missingRecommended).toEqual(['Téléphone', 'Adresse du cabinet']);
    expect(completionBanner(c)).toBe('Profil complet');
  });
});
