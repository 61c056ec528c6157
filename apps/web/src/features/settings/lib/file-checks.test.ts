import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS, PICKER_EXTENSIONS } from '@praxis/shared/settings/schemas';
import { acceptAttribute, checkPickedFile, fileExtension, renamedWarning } from './file-checks';

const MB = 1024 * 1024;

describe('fileExtension', () => {
  it.each([
    ['bilan.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['sans-extension', null],
    ['.cache', null],
    ['point.', null],
  ])('%s → %s', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('checkPickedFile', () => {
  it.each([
    [{ name: 'bilan.pdf', size: 1000 }, null],
    [{ name: 'bilan', size: 1000 }, 'Le fichier doit avoir une extension'],
    [
      { name: `${'a'.repeat(252)}.pdf`, size: 10 },
      'Le nom du fichier ne peut pas dépasser 255 caractères',
    ],
    [{ name: 'virus.exe', size: 1000 }, 'Type de fichier non autorisé'],
    [{ name: 'vide.pdf', size: 0 }, 'Le fichier est vide'],
    [{ name: 'gros.pdf', size: 15 * MB + 1 }, 'Le fichier dépasse la taille maximale de 15 Mo'],
    [{ name: 'juste.pdf', size: 15 * MB }, null],
  ])('%j → %s', (file, message) => {
    expect(checkPickedFile(file, DOCUMENT_EXTENSIONS)).toBe(message);
  });

  it('uses the list it is given (gif for documents, md for the picker)', () => {
    expect(checkPickedFile({ name: 'a.gif', size: 1 }, DOCUMENT_EXTENSIONS)).toBeNull();
    expect(checkPickedFile({ name: 'a.gif', size: 1 }, PICKER_EXTENSIONS)).toBe(
      'Type de fichier non autorisé',
    );
    expect(checkPickedFile({ name: 'a.md', size: 1 }, PICKER_EXTENSIONS)).toBeNull();
  });
});

describe('helpers', () => {
  it('builds the accept attribute', () => {
    expect(acceptAttribute(['pdf', 'png'])).toBe('.pdf,.png');
  });
  it('names the normalised file in the warning', () => {
    expect(renamedWarning('compte_rendu.pdf')).toBe(
      'Le nom du fichier a été modifié pour être compatible : compte_rendu.pdf',
    );
  });
});
