import { describe, expect, it } from 'vitest';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { bookableTypes, selectableTypes } from './appointment-types';
import { sortPatients } from './patient-search';

describe('patient results', () => {
  it('sorted by last name then first name, accents and case aside', () => {
    const sorted = sortPatients([
      { firstName: 'Zoé', lastName: 'martin' },
      { firstName: 'Éloïse', lastName: 'Martin' },
      { firstName: 'Adam', lastName: 'Élie' },
      { firstName: 'Bruno', lastName: 'Dupont' },
    ]);
    expect(sorted.map((p) => `${p.lastName} ${p.firstName}`)).toEqual([
      'Dupont Bruno',
      'Élie Adam',
      'Martin Éloïse',
      'martin Zoé',
    ]);
  });
});

describe('appointment types of the wizard', () => {
  const type = (name: string, isActive = true, isOwn = true): TAppointmentType => ({
    id: name,
    isOwn,
    ownerName: isOwn ? 'Moi' : 'Colin Collègue',
    name,
    durationMinutes: 45,
    location: null,
    description: null,
    tests: [],
    iaDescription: null,
    isActive,
    createdAt: '2026-01-01T00:00:00Z',
  });

  it('active ones only, by name', () => {
    expect(
      selectableTypes([type('Séance'), type('Bilan'), type('Ancien', false), type('écoute')]).map(
        (t) => t.name,
      ),
    ).toEqual(['Bilan', 'écoute', 'Séance']);
    expect(selectableTypes(undefined)).toEqual([]);
  });

  it("one's own only: a colleague's type cannot book one's appointment (docs/decisions.md)", () => {
    const types = [type('Séance'), type('Bilan du collègue', true, false), type('Vieux', false)];
    expect(bookableTypes(types).map((t) => t.name)).toEqual(['Séance']);
    expect(selectableTypes(types).map((t) => t.name)).toEqual(['Bilan du collègue', 'Séance']);
  });
});
