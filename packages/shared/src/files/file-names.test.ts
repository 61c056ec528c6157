import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileExtension, normalizeFileName, sanitizeFileName, SAFE_STEM_MAX_LENGTH } from './file-names';

describe('sanitizeFileName (spec 2 §5.9)', () => {
  it.each([
    ['rapport.pdf', 'rapport.pdf'],
    ['Bilan psychomoteur été 2025.PDF', 'Bilan_psychomoteur_ete_2025.pdf'],
    ['Compte-rendu (final) #2.docx', 'Compte-rendu_final_2.docx'],
    ['  espaces   multiples  .txt', 'espaces_multiples.txt'],
    ['a___b.png', 'a_b.png'],
    ['rapport.final.v2.pdf', 'rapport_final_v2.pdf'],
    ['cœur & âme.JPEG', 'coeur_ame.jpeg'],
    ['Straße.md', 'Strasse.md'],
    ['émoji 😀.webp', 'emoji.webp'],
    ['....pdf', 'file.pdf'],
    ['###.pdf', 'file.pdf'],
    ['', 'file'],
    ['sans-extension', 'sans-extension'],
    ['.bashrc', 'bashrc'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\léa\\fiche.pdf', 'fiche.pdf'],
    ['nul\u0000byte.pdf', 'nul_byte.pdf'],
    ['image.P N G', 'image.png'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('shortens very long names but keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toBe(`${'a'.repeat(SAFE_STEM_MAX_LENGTH)}.pdf`);
  });

  it('only ever yields safe characters, one dot at most, never an empty stem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (input) => {
        const out = sanitizeFileName(input);
        expect(out).toMatch(/^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/);
        expect(out).not.toMatch(/__/);
        expect(out.length).toBeLessThanOrEqual(SAFE_STEM_MAX_LENGTH + 11);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const once = sanitizeFileName(input);
        expect(sanitizeFileName(once)).toBe(once);
      }),
    );
  });

  it('keeps the extension, lower-cased, when it is plain ASCII', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9 ]{1,40}$/), fc.constantFrom('PDF', 'Docx', 'txt', 'JPG'), (stem, ext) => {
        expect(fileExtension(sanitizeFileName(`${stem}.${ext}`))).toBe(ext.toLowerCase());
      }),
    );
  });
});

describe('normalizeFileName', () => {
  it('reports the original name only when it changed', () => {
    expect(normalizeFileName('rapport.pdf')).toEqual({ name: 'rapport.pdf', renamedFrom: null });
    expect(normalizeFileName('Bilan été.PDF')).toEqual({ name: 'Bilan_ete.pdf', renamedFrom: 'Bilan été.PDF' });
  });
});

describe('fileExtension', () => {
  it.each([
    ['a.pdf', 'pdf'],
    ['a.tar.GZ', 'GZ'],
    ['noext', ''],
    ['.hidden', ''],
    ['dir.d/file', ''],
  ])('%j → %j', (input, expected) => {
    expect(fileExtension(input)).toBe(expected);
  });
});
