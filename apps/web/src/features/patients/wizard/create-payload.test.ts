import { describe, expect, it } from 'vitest';
import { patientMessages } from '@praxis/shared/patients/constants';
import { createPayload, serverFieldErrors } from './create-payload';
import { WIZARD_DEFAULTS, ZWizardForm, stripPhone } from './wizard-values';

const typed = {
  ...WIZARD_DEFAULTS,
  firstName: '  Léa ',
  lastName: 'Martin',
  dateOfBirth: '2015-03-21',
  schoolClass: ' CE2 ',
  phoneNumber: '0612345678',
  socialSecurityNumber: '2 15 03 75 123 456 78',
  prescriber: '  ',
  parcours: 'both' as const,
};
const representative = {
  firstName: 'Claire',
  lastName: 'Martin',
  relation: 'mother' as const,
  email: 'c@exemple.fr',
  phone: '06 12 34 56 78',
  isPrimary: true,
  localId: 'temp_1',
};
const goal = {
  title: 'Autonomie',
  description: 'Habillage',
  targetDate: '2027-02-23',
  priority: 'medium' as const,
  progressPercentage: 0,
  localId: 'temp_2',
};

describe('createPayload', () => {
  it('sends trimmed values without the empty optional ones, lists without their local ids', () => {
    const values = ZWizardForm.parse(typed);
    const payload = createPayload({
      values,
      isMajor: false,
      representatives: [representative],
      goals: [goal],
    });
    expect(payload).toEqual({
      patient: {
        civilite: 'M.',
        firstName: 'Léa',
        lastName: 'Martin',
        dateOfBirth: '2015-03-21',
        gender: 'Masculin',
        schoolClass: 'CE2',
        phoneNumber: '0612345678',
        socialSecurityNumber: '215037512345678',
      },
      representatives: [
        {
          firstName: 'Claire',
          lastName: 'Martin',
          relation: 'mother',
          email: 'c@exemple.fr',
          phone: '06 12 34 56 78',
          isPrimary: true,
        },
      ],
      goals: [
        {
          title: 'Autonomie',
          description: 'Habillage',
          targetDate: '2027-02-23',
          priority: 'medium',
          progressPercentage: 0,
        },
      ],
      parcours: 'both',
    });
  });

  it("drops an adult's school fields", () => {
    const values = ZWizardForm.parse({ ...typed, dateOfBirth: '1980-01-01', schoolName: 'École' });
    const { patient } = createPayload({ values, isMajor: true, representatives: [], goals: [] });
    expect(patient).not.toHaveProperty('schoolClass');
    expect(patient).not.toHaveProperty('schoolName');
  });
});

describe('wizard field rules', () => {
  it.each([
    [{ firstName: '' }, 'firstName', patientMessages.firstNameRequired],
    [{ lastName: ' ' }, 'lastName', patientMessages.lastNameRequired],
    [{ dateOfBirth: '' }, 'dateOfBirth', patientMessages.birthDateRequired],
    [{ civilite: '' }, 'civilite', patientMessages.civiliteRequired],
    [{ gender: '' }, 'gender', patientMessages.genderRequired],
    [{ email: 'lea@exemple' }, 'email', patientMessages.emailInvalid],
    [{ phoneNumber: '12345' }, 'phoneNumber', patientMessages.phoneInvalid],
    [{ socialSecurityNumber: '123 456' }, 'socialSecurityNumber', patientMessages.ssnInvalid],
    [{ prescriber: 'x'.repeat(301) }, 'prescriber', patientMessages.prescriberTooLong],
  ])('%j → %s: %s', (change, field, message) => {
    const result = ZWizardForm.safeParse({ ...typed, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('keeps only digits and + in the phone field', () => {
    expect(stripPhone('+33 (0)6.12-34 ab')).toBe('+33061234');
  });
});

describe('serverFieldErrors', () => {
  it('spreads the server fields over the form and the list tabs', () => {
    expect(
      serverFieldErrors({
        'patient.email': "Format d'email invalide",
        'patient.unknown': 'x',
        representatives: patientMessages.representativeRequired,
        'goals.0.title': 'Le titre est requis',
        parcours: 'Parcours invalide',
      }),
    ).toEqual({
      fields: [
        ['email', "Format d'email invalide"],
        ['parcours', 'Parcours invalide'],
      ],
      representatives: patientMessages.representativeRequired,
      goals: 'Le titre est requis',
    });
    expect(serverFieldErrors(undefined)).toEqual({ fields: [] });
  });
});
