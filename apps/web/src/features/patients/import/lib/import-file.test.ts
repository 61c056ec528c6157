import { describe, expect, it } from 'vitest';
import { importMessages } from '@praxis/shared/patients/constants';
import { ApiError } from '@/lib/api-client';
import { checkImportFile, importErrorMessage, importResultToasts } from './import-file';
import { formatIsoDay, patientCountLabel } from './import-format';

describe('file picked for the import', () => {
  it.each([
    ['patients.csv', 100, null],
    ['PATIENTS.CSV', 100, null],
    ['patients.xlsx', 100, importMessages.notCsv],
    ['patients.csv.txt', 100, importMessages.notCsv],
    ['patients', 100, importMessages.notCsv],
    ['gros.csv', 10 * 1024 * 1024, null],
    ['gros.csv', 10 * 1024 * 1024 + 1, importMessages.tooLarge],
  ])('%s of %i bytes → %s', (name, size, expected) => {
    expect(checkImportFile({ name, size })).toBe(expected);
  });
});

describe('toasts after an import', () => {
  it('says how many were imported and how many failed', () => {
    expect(importResultToasts({ createdCount: 3, failedCount: 1 })).toEqual([
      { kind: 'success', message: '3 patients importés avec succès' },
      { kind: 'error', message: "1 patients n'ont pas pu être importés" },
    ]);
    expect(importResultToasts({ createdCount: 2, failedCount: 0 })).toEqual([
      { kind: 'success', message: '2 patients importés avec succès' },
    ]);
  });

  it('falls back to the generic error when nothing happened', () => {
    expect(importResultToasts({ createdCount: 0, failedCount: 0 })).toEqual([
      { kind: 'error', message: "Erreur lors de l'importation" },
    ]);
  });

  it("shows a failed request's message, or the generic one", () => {
    expect(importErrorMessage(new Error('Aucun patient valide à importer'))).toBe(
      'Aucun patient valide à importer',
    );
    expect(importErrorMessage(new Error(''))).toBe("Erreur lors de l'importation");
    expect(importErrorMessage('boom')).toBe("Erreur lors de l'importation");
    expect(
      importErrorMessage(new ApiError(422, 'IMPORT_INVALID', 'Aucun patient valide à importer')),
    ).toBe('Aucun patient valide à importer');
    expect(
      importErrorMessage(new ApiError(502, 'HTTP_502', 'Une erreur inattendue est survenue.')),
    ).toBe("Erreur lors de l'importation");
  });
});

describe('import formatting', () => {
  it('agrees in number the French way', () => {
    expect(patientCountLabel(0)).toBe('0 patient');
    expect(patientCountLabel(1)).toBe('1 patient');
    expect(patientCountLabel(3)).toBe('3 patients');
    expect(patientCountLabel(2, 'ligne')).toBe('2 lignes');
  });

  it('shows ISO days as DD/MM/YYYY', () => {
    expect(formatIsoDay('2015-03-21')).toBe('21/03/2015');
    expect(formatIsoDay('21/03/2015')).toBe('21/03/2015');
  });
});
