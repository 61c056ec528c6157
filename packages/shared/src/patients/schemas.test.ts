import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZGoalInput,
  ZGoalPatch,
  ZInstructionInput,
  ZParcoursInput,
  ZPatientContact,
  ZPatientCreateRequest,
  ZPatientIdentity,
  ZPatientListQuery,
  ZPatientMedical,
  ZPatientPatch,
  ZRepresentativeInput,
  isRealIsoDate,
} from './schemas';

/** The first message on `field`, or undefined when the value passes. */
function messageOn(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

const identity = { firstName: 'Léa', lastName: 'Martin', dateOfBirth: '2015-03-21', civilite: 'Mme', gender: 'Féminin' };
const representative = { firstName: 'Paul', lastName: 'Martin', relation: 'father', email: 'paul@exemple.fr', phone: '06 12 34 56 78' };
const goal = { title: 'Graphisme', description: 'Tenir le crayon' };

describe('ZPatientIdentity', () => {
  it.each([
    ['firstName', '', 'Le prénom est requis'],
    ['firstName', '   ', 'Le prénom est requis'],
    ['firstName', undefined, 'Le prénom est requis'],
    ['firstName', 'x'.repeat(121), 'Le prénom ne peut pas dépasser 120 caractères'],
    ['lastName', '', 'Le nom est requis'],
    ['lastName', undefined, 'Le nom est requis'],
    ['lastName', 'x'.repeat(121), 'Le nom ne peut pas dépasser 120 caractères'],
    ['dateOfBirth', '', 'La date de naissance est requise'],
    ['dateOfBirth', undefined, 'La date de naissance est requise'],
    ['dateOfBirth', '21/03/2015', 'Date de naissance invalide'],
    ['dateOfBirth', '2015-02-29', 'Date de naissance invalide'],
    ['dateOfBirth', '1899-12-31', 'Date de naissance invalide'],
    ['dateOfBirth', '2999-01-01', 'Date de naissance invalide'],
    ['civilite', undefined, 'La civilité est requise'],
    ['civilite', 'Mlle', 'La civilité est requise'],
    ['gender', undefined, 'Le genre est requis'],
    ['gender', 'F', 'Le genre est requis'],
    ['familyStatus', 'Pacsé', 'Situation familiale invalide'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageOn(ZPatientIdentity, { ...identity, [field]: value }, field)).toBe(message);
  });

  it('trims names, accepts 120 characters and 1900-01-01, drops empty optional fields', () => {
    const parsed = ZPatientIdentity.parse({ ...identity, firstName: '  Léa ', lastName: 'x'.repeat(120), dateOfBirth: '1900-01-01', profession: '  ', schoolClass: '', familyStatus: '' });
    expect(parsed).toEqual({ ...identity, firstName: 'Léa', lastName: 'x'.repeat(120), dateOfBirth: '1900-01-01' });
    // Absent from the payload sent to the server.
    expect(JSON.stringify(parsed)).not.toContain('profession');
  });
});

describe('ZPatientContact', () => {
  it.each([
    ['email', 'lea', "Format d'email invalide"],
    ['email', 'lea@exemple', "Format d'email invalide"],
    ['email', 'lé a@exemple.fr', "Format d'email invalide"],
    ['phoneNumber', '12345', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
    ['phoneNumber', '1234567890123456', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
    ['phoneNumber', '06.12.34.56.78', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
    ['phoneNumber', '33+612345678', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageOn(ZPatientContact, { [field]: value }, field)).toBe(message);
  });

  it('removes spaces from the phone, trims, and omits empty optional fields', () => {
    expect(ZPatientContact.parse({ phoneNumber: ' +33 6 12 34 56 78 ', email: ' lea@exemple.fr ', city: ' Lyon ', addressStreet: '', postalCode: '  ' })).toEqual({
      phoneNumber: '+33612345678',
      email: 'lea@exemple.fr',
      city: 'Lyon',
    });
    expect(ZPatientContact.parse({ phoneNumber: '   ', email: '' })).toEqual({});
  });

  it('accepts every phone of 6 to 15 digits with an optional +, whatever the spaces', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.stringMatching(/^\d{6,15}$/), fc.array(fc.nat(), { maxLength: 4 }), (plus, digits, cuts) => {
        let spaced = digits;
        for (const cut of cuts) {
          const at = cut % (spaced.length + 1);
          spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`;
        }
        expect(ZPatientContact.parse({ phoneNumber: `${plus ? '+' : ''}${spaced}` }).phoneNumber).toBe(`${plus ? '+' : ''}${digits}`);
      }),
    );
  });
});

describe('ZPatientMedical', () => {
  it.each([
    ['socialSecurityNumber', '123456789012', 'Format de numéro de sécurité sociale invalide'],
    ['socialSecurityNumber', '1234567890123456', 'Format de numéro de sécurité sociale invalide'],
    ['socialSecurityNumber', '2A 85 06 75 123 456', 'Format de numéro de sécurité sociale invalide'],
    ['prescriber', 'p'.repeat(301), 'Le prescripteur ne peut pas dépasser 300 caractères'],
    ['consultationReasonId', 'motif-1', 'Identifiant invalide'],
    ['followupStartedAt', '2026-13-01', 'Date invalide'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageOn(ZPatientMedical, { [field]: value }, field)).toBe(message);
  });

  it('strips spaces from the SSN, keeps 13 to 15 digits, empty reason → null, prescriber of 300 accepted', () => {
    expect(ZPatientMedical.parse({ socialSecurityNumber: '2 85 06 75 123 456 78', consultationReasonId: '', prescriber: 'p'.repeat(300) })).toEqual({
      socialSecurityNumber: '285067512345678',
      consultationReasonId: null,
      prescriber: 'p'.repeat(300),
    });
    expect(ZPatientMedical.parse({ socialSecurityNumber: '1234567890123' }).socialSecurityNumber).toBe('1234567890123');
    expect(ZPatientMedical.parse({ socialSecurityNumber: '  ', anamnesis: '' })).toEqual({});
  });
});

describe('ZPatientPatch', () => {
  it('keeps what is left out, clears what is sent as null, still requires the identity when sent', () => {
    expect(ZPatientPatch.parse({})).toEqual({});
    expect(ZPatientPatch.parse({ profession: null, email: null, followupStartedAt: null })).toEqual({ profession: null, email: null, followupStartedAt: null });
    expect(messageOn(ZPatientPatch, { firstName: null }, 'firstName')).toBe('Le prénom est requis');
    expect(messageOn(ZPatientPatch, { lastName: '' }, 'lastName')).toBe('Le nom est requis');
    expect(messageOn(ZPatientPatch, { dateOfBirth: '' }, 'dateOfBirth')).toBe('La date de naissance est requise');
    expect(messageOn(ZPatientPatch, { status: 'archived' }, 'status')).toBe('Statut invalide');
  });
});

describe('ZRepresentativeInput', () => {
  it.each([
    ['firstName', { firstName: '' }, 'Le prénom est requis'],
    ['lastName', { lastName: '  ' }, 'Le nom est requis'],
    ['relation', { relation: undefined }, 'La relation est requise'],
    ['relation', { relation: 'oncle' }, 'La relation est requise'],
    ['customRelation', { relation: 'other' }, 'Veuillez préciser la relation'],
    ['customRelation', { relation: 'other', customRelation: ' ' }, 'Veuillez préciser la relation'],
    ['customRelation', { relation: 'other', customRelation: 'c'.repeat(51) }, 'La relation ne peut pas dépasser 50 caractères'],
    ['email', { email: '' }, "L'email est requis"],
    ['email', { email: undefined }, "L'email est requis"],
    ['email', { email: 'paul.exemple.fr' }, "Format d'email invalide"],
    ['phone', { phone: '' }, 'Le téléphone est requis'],
    ['phone', { phone: '12345' }, 'Format de téléphone invalide'],
    ['phone', { phone: '06 12 34 56 78 9' }, 'Format de téléphone invalide'],
    ['phone', { phone: '06/12/34/56/78' }, 'Format de téléphone invalide'],
  ])('%s with %j → %s', (field, patch, message) => {
    expect(messageOn(ZRepresentativeInput, { ...representative, ...patch }, field)).toBe(message);
  });

  it('accepts digits, spaces, hyphens and dots, a custom relation of 50, and defaults isPrimary to false', () => {
    const parsed = ZRepresentativeInput.parse({ ...representative, phone: '+33 6.12-34', relation: 'other', customRelation: ` ${'c'.repeat(50)} ` });
    expect(parsed).toMatchObject({ phone: '+33 6.12-34', customRelation: 'c'.repeat(50), isPrimary: false });
  });
});

describe('ZGoalInput and ZGoalPatch', () => {
  it.each([
    ['title', { title: '' }, 'Le titre est requis'],
    ['title', { title: undefined }, 'Le titre est requis'],
    ['description', { description: ' ' }, 'La description est requise'],
    ['description', { description: undefined }, 'La description est requise'],
    ['progressPercentage', { progressPercentage: 101 }, 'Le pourcentage doit être entre 0 et 100'],
    ['progressPercentage', { progressPercentage: -1 }, 'Le pourcentage doit être entre 0 et 100'],
    ['progressPercentage', { progressPercentage: 33.3 }, 'Le pourcentage doit être entre 0 et 100'],
    ['progressPercentage', { progressPercentage: 'abc' }, 'Le pourcentage doit être entre 0 et 100'],
    ['targetDate', { targetDate: '2026-02-30' }, 'Date invalide'],
    ['priority', { priority: 'top' }, 'Priorité invalide'],
    ['status', { status: 'done' }, 'Statut invalide'],
  ])('%s with %j → %s', (field, patch, message) => {
    expect(messageOn(ZGoalInput, { ...goal, ...patch }, field)).toBe(message);
  });

  it('gives a new goal its defaults (priority medium, progress 0), empty target date → null', () => {
    expect(ZGoalInput.parse({ ...goal, targetDate: '', notes: ' ' })).toEqual({ ...goal, targetDate: null, priority: 'medium', progressPercentage: 0 });
    expect(ZGoalInput.parse({ ...goal, progressPercentage: '100' }).progressPercentage).toBe(100);
  });

  it('accepts every whole percentage from 0 to 100 and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(ZGoalInput.safeParse({ ...goal, progressPercentage: n }).success).toBe(n >= 0 && n <= 100);
      }),
    );
  });

  it('patches without defaults: a status change alone does not reset priority or progress', () => {
    expect(ZGoalPatch.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(ZGoalPatch.parse({ notes: null, targetDate: null })).toEqual({ notes: null, targetDate: null });
    expect(messageOn(ZGoalPatch, { title: '' }, 'title')).toBe('Le titre est requis');
    expect(messageOn(ZGoalPatch, { progressPercentage: 150 }, 'progressPercentage')).toBe('Le pourcentage doit être entre 0 et 100');
  });
});

describe('ZInstructionInput', () => {
  it.each([
    ['title', { title: '', content: 'Texte' }],
    ['title', { title: '  ', content: 'Texte' }],
    ['title', { content: 'Texte' }],
    ['content', { title: 'Titre', content: '' }],
    ['content', { title: 'Titre' }],
  ])('%s missing in %j → "Le titre et le contenu sont requis"', (field, value) => {
    expect(messageOn(ZInstructionInput, value, field)).toBe('Le titre et le contenu sont requis');
  });

  it('trims, and an empty category becomes null', () => {
    expect(ZInstructionInput.parse({ title: ' Posture ', content: ' Dos droit ', category: '  ' })).toEqual({ title: 'Posture', content: 'Dos droit', category: null });
    expect(ZInstructionInput.parse({ title: 'T', content: 'C', category: ' Conseil ' }).category).toBe('Conseil');
  });
});

describe('creation request, parcours and list query', () => {
  it('defaults to no representative, no goal and the parcours "none"', () => {
    expect(ZPatientCreateRequest.parse({ patient: identity })).toMatchObject({ representatives: [], goals: [], parcours: 'none' });
    expect(messageOn(ZParcoursInput, { parcours: 'tout' }, 'parcours')).toBe('Parcours invalide');
  });

  it('reads list queries from strings with defaults, and refuses bad ones in French', () => {
    expect(ZPatientListQuery.parse({})).toEqual({ bilanStatus: 'all', hasNextAppointment: 'all', page: 1, pageSize: 50 });
    expect(ZPatientListQuery.parse({ page: '3', pageSize: '20', bilanStatus: 'done', hasNextAppointment: 'no' })).toMatchObject({ page: 3, pageSize: 20 });
    expect(messageOn(ZPatientListQuery, { bilanStatus: 'x' }, 'bilanStatus')).toBe('Filtre de bilan invalide');
    expect(messageOn(ZPatientListQuery, { hasNextAppointment: 'x' }, 'hasNextAppointment')).toBe('Filtre de rendez-vous invalide');
    expect(messageOn(ZPatientListQuery, { page: '0' }, 'page')).toBe('Page invalide');
    expect(messageOn(ZPatientListQuery, { pageSize: '500' }, 'pageSize')).toBe('Taille de page invalide');
  });

  it('knows real calendar dates', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2023-02-29')).toBe(false);
    expect(isRealIsoDate('2023-04-31')).toBe(false);
    expect(isRealIsoDate('2023-4-1')).toBe(false);
  });
});
