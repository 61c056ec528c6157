import { describe, expect, it } from 'vitest';
import { representativeMessages } from '@praxis/shared/patients/constants';
import { ZRepresentativeInput } from '@praxis/shared/patients/schemas';
import {
  relationLabel,
  representativeFormValues,
  representativeToInput,
} from './representative-form-values';

const stored = {
  id: '7d0c1d5e-8f4b-4c3e-9a53-1f1f0a3c2b10',
  patientId: '0b7c1c5e-8f4b-4c3e-9a53-1f1f0a3c2b11',
  firstName: 'Claire',
  lastName: 'Durand',
  relation: 'mother',
  email: 'claire@exemple.fr',
  phone: '06 12 34 56 78',
  isPrimary: true,
  createdAt: '2026-11-23T08:00:00.000Z',
};

/** The message the form shows under each field: the first one of its path. */
function messages(values: Record<string, unknown>) {
  const result = ZRepresentativeInput.safeParse(values);
  if (result.success) return [];
  const firsts = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!firsts.has(path)) firsts.set(path, `${path}: ${issue.message}`);
  }
  return [...firsts.values()];
}

describe('representative form values', () => {
  it('starts empty with no relation chosen', () => {
    expect(representativeFormValues()).toEqual({
      firstName: '',
      lastName: '',
      relation: '',
      customRelation: '',
      email: '',
      phone: '',
      isPrimary: false,
    });
  });

  it('gives every message of spec 1 §5 for an empty or wrong form', () => {
    expect(messages(representativeFormValues())).toEqual([
      `firstName: ${representativeMessages.firstNameRequired}`,
      `lastName: ${representativeMessages.lastNameRequired}`,
      `relation: ${representativeMessages.relationRequired}`,
      `email: ${representativeMessages.emailRequired}`,
      `phone: ${representativeMessages.phoneRequired}`,
    ]);
    const filled = { ...representativeFormValues(representativeToInput(stored)) };
    expect(messages({ ...filled, email: 'claire@exemple' })).toEqual([
      `email: ${representativeMessages.emailInvalid}`,
    ]);
    expect(messages({ ...filled, phone: '12 34' })).toEqual([
      `phone: ${representativeMessages.phoneInvalid}`,
    ]);
    expect(messages({ ...filled, relation: 'other' })).toEqual([
      `customRelation: ${representativeMessages.customRelationRequired}`,
    ]);
    expect(messages({ ...filled, relation: 'other', customRelation: 'x'.repeat(51) })).toEqual([
      `customRelation: ${representativeMessages.customRelationTooLong}`,
    ]);
  });

  it('turns a stored free-text relation back into Autre + its text', () => {
    expect(representativeToInput({ ...stored, relation: 'Oncle' })).toMatchObject({
      relation: 'other',
      customRelation: 'Oncle',
    });
    expect(representativeToInput(stored)).toMatchObject({
      relation: 'mother',
      customRelation: undefined,
      isPrimary: true,
    });
    expect(
      representativeFormValues(representativeToInput({ ...stored, email: null, phone: null })),
    ).toMatchObject({ email: '', phone: '' });
  });

  it('labels relations in French, custom text for Autre', () => {
    expect(relationLabel('guardian')).toBe('Tuteur / Tutrice');
    expect(relationLabel('other', 'Oncle')).toBe('Oncle');
    expect(relationLabel('other')).toBe('Autre');
    expect(relationLabel('Voisine')).toBe('Voisine');
  });
});
