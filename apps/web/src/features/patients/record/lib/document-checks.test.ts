import { describe, expect, it } from 'vitest';
import { addToSelection, DOCUMENT_ACCEPT, validateDocumentUpload } from './document-checks';

const ID = '3f6c1a52-8f0e-4b7a-9c3d-2e1f0a9b8c7d';
const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('validateDocumentUpload', () => {
  it.each([
    ['no file', ID, [], 'Veuillez sélectionner au moins un fichier'],
    ['an id that is not a UUID', 'temp', [file('a.pdf')], 'ID patient invalide'],
    [
      'a UUID of version 7',
      '0190b5c8-8f0e-7b7a-9c3d-2e1f0a9b8c7d',
      [file('a.pdf')],
      'ID patient invalide',
    ],
    [
      'eleven files',
      ID,
      Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`)),
      'Vous ne pouvez pas ajouter plus de 10 fichiers',
    ],
    [
      'the same name and size twice',
      ID,
      [file('bilan.pdf', 10), file('bilan.pdf', 10)],
      'Le fichier "bilan.pdf" est déjà sélectionné',
    ],
    [
      'more than 15 Mo',
      ID,
      [file('gros.pdf', 15 * MB + 1)],
      'Le fichier dépasse la taille maximale de 15 Mo',
    ],
    [
      'an image',
      ID,
      [file('photo.png')],
      'Type de fichier non autorisé. Formats acceptés : PDF, DOC, DOCX, TXT',
    ],
    [
      'no extension',
      ID,
      [file('notes')],
      'Type de fichier non autorisé. Formats acceptés : PDF, DOC, DOCX, TXT',
    ],
  ])('refuses %s', (_case, id, files, message) => {
    expect(validateDocumentUpload(id, files)).toBe(message);
  });

  it('accepts up to ten files of the four types, 15 Mo exactly, whatever the case', () => {
    const files = [
      file('a.pdf', 15 * MB),
      file('b.DOCX'),
      file('c.doc'),
      file('d.txt'),
      file('bilan.pdf', 10),
      file('bilan.pdf', 11),
    ];
    expect(validateDocumentUpload(ID, files)).toBeNull();
    expect(
      validateDocumentUpload(
        ID,
        Array.from({ length: 10 }, (_, i) => file(`f${i}.txt`)),
      ),
    ).toBeNull();
  });

  it('checks the count before duplicates and sizes (spec order)', () => {
    const files = Array.from({ length: 11 }, () => file('same.exe', 20 * MB));
    expect(validateDocumentUpload(ID, files)).toBe(
      'Vous ne pouvez pas ajouter plus de 10 fichiers',
    );
  });
});

describe('addToSelection', () => {
  it('keeps the good files and says why the others were left out', () => {
    const { files, errors } = addToSelection(
      [file('bilan.pdf', 10)],
      [
        file('bilan.pdf', 10),
        file('photo.jpg'),
        file('compte-rendu.txt'),
        file('gros.pdf', 16 * MB),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['bilan.pdf', 'compte-rendu.txt']);
    expect(errors).toEqual([
      'Le fichier "bilan.pdf" est déjà sélectionné',
      'Type de fichier non autorisé. Formats acceptés : PDF, DOC, DOCX, TXT',
      'Le fichier dépasse la taille maximale de 15 Mo',
    ]);
  });

  it('stops at ten files and reports it once', () => {
    const picked = Array.from({ length: 12 }, (_, i) => file(`f${i}.pdf`));
    const { files, errors } = addToSelection([], picked);
    expect(files).toHaveLength(10);
    expect(errors).toEqual(['Vous ne pouvez pas ajouter plus de 10 fichiers']);
  });

  it('lists the four types in the picker', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.docx,.doc,.txt');
  });
});
