import { describe, expect, it } from 'vitest';
import { TEST_FILE_MAX_BYTES, testMessages } from '@praxis/shared/testotheque/schemas';
import { testFileProblem } from './test-file';

describe('test attachment checks in the browser (spec 3 §5)', () => {
  it.each([
    [{ name: 'grille.pdf', size: 10 }, null],
    [{ name: 'Manuel.DOCX', size: TEST_FILE_MAX_BYTES }, null],
    [{ name: 'photo.jpeg', size: 1 }, null],
    [{ name: 'gros.pdf', size: TEST_FILE_MAX_BYTES + 1 }, testMessages.fileTooLarge],
    [{ name: 'vide.txt', size: 0 }, testMessages.fileEmpty],
    [{ name: 'programme.exe', size: 10 }, testMessages.fileBadType],
    [{ name: 'image.gif', size: 10 }, testMessages.fileBadType],
    [{ name: 'sans-extension', size: 10 }, testMessages.fileBadType],
  ])('%j → %s', (file, problem) => {
    expect(testFileProblem(file)).toBe(problem);
  });
});
