import { describe, expect, it } from 'vitest';
import type { TRepresentativeInput } from '@praxis/shared/patients/schemas';
import {
  addRepresentative,
  makePrimary,
  removeRepresentative,
  updateRepresentative,
  type WizardRepresentative,
} from './representatives-list';

function rep(firstName: string, isPrimary = false): TRepresentativeInput {
  return {
    firstName,
    lastName: 'Durand',
    relation: 'mother',
    email: 'a@b.fr',
    phone: '0612345678',
    isPrimary,
  };
}

function primaries(list: WizardRepresentative[]) {
  return list.filter((r) => r.isPrimary).map((r) => r.firstName);
}

function threeOf(): WizardRepresentative[] {
  let list = addRepresentative([], rep('Anne'), 'a');
  list = addRepresentative(list, rep('Bruno'), 'b');
  return addRepresentative(list, rep('Chloé'), 'c');
}

describe('wizard representatives', () => {
  it('makes the first one added primary, not the next ones', () => {
    const list = threeOf();
    expect(list.map((r) => r.firstName)).toEqual(['Anne', 'Bruno', 'Chloé']);
    expect(primaries(list)).toEqual(['Anne']);
  });

  it('gives the primary role to one added as primary', () => {
    const list = addRepresentative(threeOf(), rep('Denis', true), 'd');
    expect(primaries(list)).toEqual(['Denis']);
  });

  it('unsets the others when one is marked primary, by edit or directly', () => {
    const list = threeOf();
    expect(primaries(updateRepresentative(list, 'c', rep('Chloé', true)))).toEqual(['Chloé']);
    expect(primaries(makePrimary(list, 'b'))).toEqual(['Bruno']);
  });

  it('keeps the primary when another one is edited', () => {
    const list = updateRepresentative(threeOf(), 'b', rep('Bruno-Paul'));
    expect(list.map((r) => r.firstName)).toEqual(['Anne', 'Bruno-Paul', 'Chloé']);
    expect(primaries(list)).toEqual(['Anne']);
  });

  it('hands the role to the first other one when the primary is unmarked, unless it is alone', () => {
    expect(primaries(updateRepresentative(threeOf(), 'a', rep('Anne')))).toEqual(['Bruno']);
    const alone = addRepresentative([], rep('Anne'), 'a');
    expect(primaries(updateRepresentative(alone, 'a', rep('Anne')))).toEqual(['Anne']);
  });

  it('makes the first remaining one primary when the primary is deleted', () => {
    const list = makePrimary(threeOf(), 'b');
    expect(primaries(removeRepresentative(list, 'b'))).toEqual(['Anne']);
    expect(primaries(removeRepresentative(list, 'a'))).toEqual(['Bruno']);
    expect(removeRepresentative(addRepresentative([], rep('Anne'), 'a'), 'a')).toEqual([]);
  });

  it('gives a temp_ id when none is given', () => {
    expect(addRepresentative([], rep('Anne'))[0]?.localId).toMatch(/^temp_/);
  });
});
