import { describe, expect, it } from 'vitest';
import { pseudonymise, type KnownIdentity } from './pseudonymise';

const leo: KnownIdentity = {
  firstName: 'Léo',
  lastName: 'Martin',
  role: 'patient',
  birthDate: '2015-03-12',
};
const rose: KnownIdentity = { firstName: 'Rose', lastName: 'Petit', role: 'patient' };
const marieClaire: KnownIdentity = {
  firstName: 'Marie-Claire',
  lastName: 'De La Fontaine',
  role: 'patient',
};
const ines: KnownIdentity = { firstName: 'Inès', lastName: 'Benali', role: 'patient' };

const store = (text: string, identities: KnownIdentity[] = []) =>
  pseudonymise(text, { identities, mode: 'store' }).text;

describe('pseudonymise: known identities', () => {
  it.each([
    ['Léo Martin, MARTIN Léo, Martin, Léo.', '[PRÉNOM] [NOM], [NOM] [PRÉNOM], [NOM], [PRÉNOM].'],
    ['LÉO, Leo, leo et martin.', '[PRÉNOM], [PRÉNOM], [PRÉNOM] et [NOM].'],
    [
      'Léo M. a progressé ; L. Martin aussi ; Léo B. est un autre.',
      '[PRÉNOM] [NOM]. a progressé ; [PRÉNOM]. [NOM] aussi ; [PRÉNOM] B. est un autre.',
    ],
  ])('names in any order, case and accents: %s', (text, expected) => {
    expect(store(text, [leo])).toBe(expected);
  });

  it("a known last name that is also a first name takes the unknown surname after it: another child's 'Lucas Ferrand'", () => {
    const lucasFamily: KnownIdentity = { firstName: 'Jade', lastName: 'Lucas', role: 'patient' };
    expect(store('Nom : Lucas Ferrand - Âge : 7 ans. Lucas Ferrand progresse.', [lucasFamily])).toBe(
      'Nom : [NOM] [NOM] - Âge : 7 ans. [NOM] [NOM] progresse.',
    );
    expect(store('Mme Lucas Consultation du jour.', [lucasFamily])).toBe('Mme [NOM] Consultation du jour.');
  });

  it('hyphenated, compound and elided names', () => {
    expect(store("d'Inès, l'enfant Inès, INÈS", [ines])).toBe(
      "d'[PRÉNOM], l'enfant [PRÉNOM], [PRÉNOM]",
    );
    expect(
      store('Marie-Claire, Marie Claire, De La Fontaine, de La Fontaine, Delafontaine', [
        marieClaire,
      ]),
    ).toBe('[PRÉNOM], [PRÉNOM], [NOM], [NOM], [NOM]');
  });

  it('a name that is also a word: the word in lower case, the name with a capital, the word opening a sentence', () => {
    expect(
      store(
        'Petit à petit, il grandit. Il est petit. La famille Petit. Petit, Rose. Un ballon rose. Rose a ri.',
        [rose],
      ),
    ).toBe(
      'Petit à petit, il grandit. Il est petit. La famille [NOM]. [NOM], [PRÉNOM]. Un ballon rose. [PRÉNOM] a ri.',
    );
    expect(store('Mme Petit viendra. Rose Petit. Près de la fontaine.', [rose, marieClaire])).toBe(
      'Mme [NOM] viendra. [PRÉNOM] [NOM]. Près de la fontaine.',
    );
  });

  it('gives one person one number, the parent sharing the surname another', () => {
    const sophie: KnownIdentity = {
      firstName: 'Sophie',
      lastName: 'Martin',
      role: 'representative',
    };
    const { text } = pseudonymise(
      'Léo Martin et sa mère Sophie Martin. MARTIN Sophie signe. Léo rit.',
      { identities: [leo, sophie], mode: 'reversible' },
    );
    expect(text).toBe(
      '[PRÉNOM_1] [NOM_1] et sa mère [PRÉNOM_2] [NOM_2]. [NOM_2] [PRÉNOM_2] signe. [PRÉNOM_1] rit.',
    );
  });
});

describe('pseudonymise: patterns', () => {
  it.each([
    [
      'né le 12/03/2015 ; née le 3 mars 2015 ; date de naissance : 12.03.2015',
      'né le [DATE_NAISSANCE] ; née le [DATE_NAISSANCE] ; date de naissance : [DATE_NAISSANCE]',
    ],
    [
      'DDN 12-03-2015 ; né(e) le 1er mars 2016 ; née en mai 2014',
      'DDN [DATE_NAISSANCE] ; né(e) le [DATE_NAISSANCE] ; née en [DATE_NAISSANCE]',
    ],
    [
      '06 12 34 56 78 / 06.12.34.56.78 / 0612345678 / 09-87-65-43-21',
      '[TÉLÉPHONE] / [TÉLÉPHONE] / [TÉLÉPHONE] / [TÉLÉPHONE]',
    ],
    [
      '+33 6 12 34 56 78 / +33 (0)6 12 34 56 78 / 0033 6 12 34 56 78 / 01 23 45 67 89',
      '[TÉLÉPHONE] / [TÉLÉPHONE] / [TÉLÉPHONE] / [TÉLÉPHONE]',
    ],
    ['Écrire à leo.martin@gmail.com ou LEO@EXEMPLE.FR.', 'Écrire à [EMAIL] ou [EMAIL].'],
    [
      '12 rue des Lilas ; 3 bis avenue Jean Jaurès ; lieu-dit Les Granges ; 5 bd Voltaire',
      '[ADRESSE] ; [ADRESSE] ; [ADRESSE] ; [ADRESSE]',
    ],
    [
      '8 allée des Pins ; 2 chemin du Moulin ; 1 impasse Verte ; 4 place du Marché',
      '[ADRESSE] ; [ADRESSE] ; [ADRESSE] ; [ADRESSE]',
    ],
    [
      '10 route de Lyon ; 7 quai Saint-Michel ; 9 cours Mirabeau ; 12 rue des lilas',
      '[ADRESSE] ; [ADRESSE] ; [ADRESSE] ; [ADRESSE]',
    ],
    [
      '75011 Paris ; 69003 LYON ; 13100 Aix-en-Provence',
      '[CODE_POSTAL] [VILLE] ; [CODE_POSTAL] [VILLE] ; [CODE_POSTAL] [VILLE]',
    ],
    [
      '33080 Bordeaux CEDEX ; 97400 Saint-Denis ; 69003 LYON Tél. 04 72 00 00 00',
      '[CODE_POSTAL] [VILLE] ; [CODE_POSTAL] [VILLE] ; [CODE_POSTAL] [VILLE] Tél. [TÉLÉPHONE]',
    ],
    [
      'NIR 1 85 05 78 006 084 91 ; 185057800608491 ; 2 55 08 2A 004 017 70',
      'NIR [NIR] ; [NIR] ; [NIR]',
    ],
    [
      'clé fausse 1 85 05 78 006 084 00 ; sans clé 1850578006084',
      'clé fausse [NIR] ; sans clé [NIR]',
    ],
    [
      'école Jules Ferry ; collège Victor Hugo de Lyon ; école maternelle des Lilas ; lycée Saint-Exupéry',
      'école [ÉTABLISSEMENT] ; collège [ÉTABLISSEMENT] ; école maternelle [ÉTABLISSEMENT] ; lycée [ÉTABLISSEMENT]',
    ],
    [
      "à l'école ; au collège en 6e ; le cours préparatoire",
      "à l'école ; au collège en 6e ; le cours préparatoire",
    ],
    [
      'Dr Leroy, Docteur Anne Leroy, le docteur Bernard, Pr Vidal, M. Dupont',
      'Dr [NOM], Docteur [PRÉNOM] [NOM], le docteur [NOM], Pr [NOM], M. [NOM]',
    ],
    ['Madame la Directrice, Madame, Monsieur,', 'Madame la Directrice, Madame, Monsieur,'],
    [
      'Son frère Lucas joue avec Jade. Lucas Bernard, BERNARD Lucas.',
      'Son frère [PRÉNOM] joue avec [PRÉNOM]. [PRÉNOM] [NOM], [NOM] [PRÉNOM].',
    ],
  ])('%s', (text, expected) => {
    expect(store(text)).toBe(expected);
  });

  it('reads birth dates with spaces, a colon or a birth place, and replaces the place', () => {
    expect(
      store(
        'né le 12 / 03 / 2016 ; né le : 12/03/2016 ; né à Lyon le 12/03/2016 ; Née le 3 mars 2016 à Saint-Étienne (42).',
      ),
    ).toBe(
      'né le [DATE_NAISSANCE] ; né le : [DATE_NAISSANCE] ; né à [VILLE] le [DATE_NAISSANCE] ; Née le [DATE_NAISSANCE] à [VILLE] (42).',
    );
  });

  it('a civility before a title leaves the name to the title', () => {
    expect(store('suivi par Mme le Dr Claire Fontaine.')).toBe(
      'suivi par Mme le Dr [PRÉNOM] [NOM].',
    );
  });

  it('keeps dates that are not birth dates, except a known birth date wherever it is', () => {
    expect(
      store('Séance du 12/03/2024, bilan le 3 mars 2024. Rappel : 12/03/15 et 2015-03-12.', [leo]),
    ).toBe(
      'Séance du 12/03/2024, bilan le 3 mars 2024. Rappel : [DATE_NAISSANCE] et [DATE_NAISSANCE].',
    );
  });

  it('replaces an age tied to a name only', () => {
    expect(
      store('Léo, 7 ans. Léo (7 ans et 3 mois). Léo Martin, âgé de 7 ans et 3 mois.', [leo]),
    ).toBe('[PRÉNOM], [ÂGE]. [PRÉNOM] ([ÂGE]). [PRÉNOM] [NOM], âgé de [ÂGE].');
    expect(
      store('Un enfant de 7 ans. Âge chronologique : 7 ans 3 mois. Léo a 2 ans de retard.', [leo]),
    ).toBe('Un enfant de 7 ans. Âge chronologique : 7 ans 3 mois. [PRÉNOM] a 2 ans de retard.');
  });

  it('replaces a known city alone, and a known phone in a foreign form', () => {
    const emma: KnownIdentity = {
      firstName: 'Emma',
      lastName: 'Roy',
      role: 'patient',
      phone: '+44 20 7946 0018',
      address: { city: 'Grenoble' },
    };
    expect(store('Emma déménage à Grenoble ; joignable au +44 20 7946 0018.', [emma])).toBe(
      '[PRÉNOM] déménage à [VILLE] ; joignable au [TÉLÉPHONE].',
    );
  });
});

describe('pseudonymise: what stays', () => {
  it.each([
    'BHK, M-ABC-2, NEPSY-II, Figure de Rey, Denver II, WISC-V, Bender, Conners, Bergès-Lézine.',
    'Graphomotricité : percentile 25, note standard 8, -2 DS, 12/20 au test des Bâtons de Stambak.',
    "Travail sur la place du corps dans l'espace, le cours de danse, une pierre, un feutre rose.",
    'En mars 2024, puis en Mars 2025. Avril arrive. Séance du 14/10/2024 à 10 h.',
    'Madame, Monsieur, Chère consœur, Bien cordialement. Objet : bilan. Conclusion : TDC, TDAH, TSA.',
    'Motif : difficultés de motricité fine. Petit à petit, il progresse. Claire et précise, la consigne aide.',
    "Âge chronologique : 8 ans 2 mois. Un enfant de 7 ans. Scolarisé en CE2 à l'école. AESH 12 h par semaine.",
  ])('%s', (text) => {
    expect(store(text)).toBe(text);
  });

  it('counts replacements per type without values, and keeps the map empty in store mode', () => {
    const result = pseudonymise('Léo Martin, né le 12/03/2015, 06 12 34 56 78.', {
      identities: [leo],
      mode: 'store',
    });
    expect(result.counts).toEqual({ PRÉNOM: 1, NOM: 1, DATE_NAISSANCE: 1, TÉLÉPHONE: 1 });
    expect(result.map).toEqual({});
  });
});
