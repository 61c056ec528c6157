import { fileExtension } from '@praxis/shared/files/file-names';
import {
  TEST_FILE_EXTENSIONS,
  TEST_FILE_MAX_BYTES,
  testMessages,
} from '@praxis/shared/testotheque/schemas';

/** The reason a file cannot be sent, checked before the upload (the server checks again, by content). */
export function testFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > TEST_FILE_MAX_BYTES) return testMessages.fileTooLarge;
  if (file.size === 0) return testMessages.fileEmpty;
  if (!(TEST_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name).toLowerCase()))
    return testMessages.fileBadType;
  return null;
}
