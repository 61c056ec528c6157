import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileExtension, normalizeFileName } from '@praxis/shared/files/file-names';
import { FILE_NAME_MAX_LENGTH, fileMessages } from '@praxis/shared/settings/schemas';
import { TEST_FILE_EXTENSIONS, TEST_FILE_MAX_BYTES, testMessages } from '@praxis/shared/testotheque/schemas';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { contentMatchesExtension, contentTypeOf } from '../../lib/file-types';
import type { AcceptedUpload } from '../../lib/uploads';

/** 'Fichier invalide' (spec 3 §5), the reason on the file field. */
export const invalidFile = (reason: string, status: 413 | 422 = 422) =>
  new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', testMessages.fileInvalid, status, { file: reason });

/**
 * A test attachment (spec 3 §5, §9): 50 MB at most; pdf, doc, docx, txt, png, jpg, jpeg, checked
 * by content (magic bytes), so a renamed executable is refused; the name is sanitised.
 */
export async function acceptTestFile(file: File): Promise<AcceptedUpload> {
  if (file.size > TEST_FILE_MAX_BYTES) throw invalidFile(testMessages.fileTooLarge, 413);
  if (file.size === 0) throw invalidFile(testMessages.fileEmpty);
  if (file.name.length > FILE_NAME_MAX_LENGTH) throw invalidFile(fileMessages.nameTooLong);
  const { name, renamedFrom } = normalizeFileName(file.name);
  const extension = fileExtension(name).toLowerCase();
  const contentType = contentTypeOf(extension);
  if (!contentType || !(TEST_FILE_EXTENSIONS as readonly string[]).includes(extension)) throw invalidFile(testMessages.fileBadType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesExtension(bytes, extension)) throw invalidFile(testMessages.fileContentMismatch);
  return { bytes, name, renamedFrom, contentType, size: bytes.byteLength };
}

/** Spec 3 §7: a user-scoped folder under test_definitions. */
export const testFileKey = (userId: string, timestamp: number, name: string) => `user_${userId}/test_definitions/${timestamp}_${name}`;

const TEST_UPLOAD_PATH = /^\/api\/v1\/tests(\/[^/]+\/attachment)?$/;

/** The uploads of tests take 50 MB plus the form around it; beyond, 'Fichier invalide' (app.ts picks it by path). */
export const testsBodyLimit: { matches: (path: string) => boolean; middleware: MiddlewareHandler<AppEnv> } = {
  matches: (path) => TEST_UPLOAD_PATH.test(path),
  middleware: bodyLimit({
    maxSize: TEST_FILE_MAX_BYTES + 1024 * 1024,
    onError: () => {
      throw invalidFile(testMessages.fileTooLarge, 413);
    },
  }),
};
