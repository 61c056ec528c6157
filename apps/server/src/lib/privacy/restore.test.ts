import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { survives } from './fixtures/survivors';
import { pseudonymise, restore, type KnownIdentity } from './pseudonymise';

const people: KnownIdentity[] = [
  { firstName: 'Léo', lastName: 'Martin', role: 'patient', birthDate: '2015-03-12' },
  { firstName: 'Sophie', lastName: 'Martin', role: 'representative' },
  { firstName: 'Inès', lastName: 'Benali', role: 'patient' },
  { firstName: 'Marie-Claire', lastName: 'De La Fontaine', role: 'patient' },
  { firstName: 'Kylian', lastName: 'Mbaye', role: 'patient' },
];

describe('restore', () => {
  const source = 'Léo Martin (06 12 34 56 78) voit Inès. LÉO rit ; Léo aussi.';
  const { text, map } = pseudonymise(source, { identities: people, mode: 'reversible' });

  it('gives back the exact text, each occurrence its own form', () => {
    expect(text).toBe(
      '[PRÉNOM_1] [NOM_1] ([TÉLÉPHONE_1]) voit [PRÉNOM_2]. [PRÉNOM_1] rit ; [PRÉNOM_1] aussi.',
    );
    expect(restore(text, map)).toBe(source);
  });

  it('reads placeholders a model wrote loosely, and the first form when the count changed', () => {
    expect(restore('[prénom_1] et [ PRÉNOM_2 ] ; [Prenom 1] ; [TELEPHONE-1] ; [nom_1]', map)).toBe(
      'Léo et Inès ; Léo ; 06 12 34 56 78 ; Martin',
    );
  });

  it('hides a phone and a NIR written right after an address, without punctuation (found by the property below)', () => {
    const run = '12 rue des Lilas 06 12 34 56 78 06 12 34 56 78 1 85 05 78 006 084 91';
    const result = pseudonymise(run, { identities: people, mode: 'reversible' });
    expect(result.text).toBe('[ADRESSE_1] [TÉLÉPHONE_1] [TÉLÉPHONE_1] [NIR_1]');
    expect(restore(result.text, result.map)).toBe(run);
  });

  it('leaves unknown placeholders and ordinary brackets alone', () => {
    expect(restore('[PRÉNOM_9] [NOTE_1] [voir annexe 2] [1]', map)).toBe(
      '[PRÉNOM_9] [NOTE_1] [voir annexe 2] [1]',
    );
  });
});

const nameForms = people.flatMap((p) => [
  p.firstName,
  p.lastName,
  `${p.firstName} ${p.lastName}`,
  p.lastName.toUpperCase(),
  `${p.lastName.toUpperCase()} ${p.firstName}`,
]);
const patterns = [
  '06 12 34 56 78',
  'leo.martin@exemple.fr',
  'né le 12/03/2015',
  '12 rue des Lilas',
  '75011 Paris',
  '1 85 05 78 006 084 91',
];
const filler = [
  'le',
  'bilan',
  'montre',
  'une',
  'graphomotricité',
  'lente',
  'BHK',
  'séance',
  'du',
  '14/10/2024',
  'et',
  'score',
  '-2 DS',
  'M-ABC-2',
  ',',
  '.',
  'avec',
  'sa',
  'mère',
];
const part = fc.oneof(
  fc.constantFrom(...nameForms),
  fc.constantFrom(...patterns),
  fc.constantFrom(...filler),
);

describe('restore: property', () => {
  it('round-trips random texts of names, patterns and filler, and leaves no known name', () => {
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(' ', '\n', ' ; '),
        (parts, separator) => {
          const source = parts.join(separator);
          const { text, map } = pseudonymise(source, { identities: people, mode: 'reversible' });
          expect(restore(text, map)).toBe(source);
          for (const person of people) {
            for (const name of [person.firstName, person.lastName, person.lastName.toUpperCase()])
              expect(survives(text, name), `${name} in ${text}`).toBe(false);
          }
          for (const value of [
            '06 12 34 56 78',
            'leo.martin@exemple.fr',
            '12/03/2015',
            '12 rue des Lilas',
            '75011',
            '1 85 05 78 006 084 91',
          ]) {
            expect(text.includes(value), `${value} in ${text}`).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
