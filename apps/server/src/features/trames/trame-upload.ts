import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileExtension, normalizeFileName } from '@praxis/shared/files/file-names';
import { FILE_NAME_MAX_LENGTH, fileMessages } from '@praxis/shared/settings/schemas';
import {
  TRAME_DOCUMENT_EXTENSIONS,
  TRAME_FILE_MAX_BYTES,
  trameMessages,
} from '@praxis/shared/trames/schemas';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { contentMatchesExtension, contentTypeOf } from '../../lib/file-types';
import type { AcceptedUpload } from '../../lib/uploads';

const refuse = (message: string, status: 413 | 422 = 422) =>
  new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', message, status, {
    file: message,
  });

/**
 * An example report (spec 3 §5, §9): PDF only — by content, so a renamed file is refused with the
 * PDF message — 30 Mo at most; each message names the file.
 */
export async function acceptExampleFile(file: File): Promise<AcceptedUpload> {
  const shown = file.name || 'Fichier';
  if (file.size > TRAME_FILE_MAX_BYTES) throw refuse(trameMessages.exampleTooLarge(shown), 413);
  if (file.size === 0) throw refuse(trameMessages.exampleEmpty(shown));
  if (file.name.length > FILE_NAME_MAX_LENGTH) throw refuse(fileMessages.nameTooLong);
  const { name, renamedFrom } = normalizeFileName(file.name);
  if (fileExtension(name).toLowerCase() !== 'pdf')
    throw refuse(trameMessages.examplePdfOnly(shown));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesExtension(bytes, 'pdf')) throw refuse(trameMessages.examplePdfOnly(shown));
  return { bytes, name, renamedFrom, contentType: 'application/pdf', size: bytes.byteLength };
}

/** A supplementary document (spec 3 §5, §9): 30 Mo; pdf, doc, docx, txt, png, jpg, jpeg, webp, gif, checked by content. */
export async function acceptDocumentFile(file: File): Promise<AcceptedUpload> {
  if (file.size > TRAME_FILE_MAX_BYTES) throw refuse(trameMessages.documentTooLarge, 413);
  if (file.size === 0) throw refuse(trameMessages.documentEmpty);
  if (file.name.length > FILE_NAME_MAX_LENGTH) throw refuse(fileMessages.nameTooLong);
  const { name, renamedFrom } = normalizeFileName(file.name);
  const extension = fileExtension(name).toLowerCase();
  const contentType = contentTypeOf(extension);
  if (!contentType || !(TRAME_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
    throw refuse(trameMessages.documentBadType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesExtension(bytes, extension))
    throw refuse(trameMessages.documentContentMismatch);
  return { bytes, name, renamedFrom, contentType, size: bytes.byteLength };
}

export const exampleFileKey = (userId: string, trameId: string, timestamp: number, name: string) =>
  `user_${userId}/trames/${trameId}/examples/${timestamp}_${name}`;
export const documentFileKey = (userId: string, trameId: string, timestamp: number, name: string) =>
  `user_${userId}/trames/${trameId}/documents/${timestamp}_${name}`;

const TRAME_UPLOAD_PATH = /^\/api\/v1\/trames\/[^/]+\/(examples|documents)$/;
/**
 * A little more than 30 Mo plus the form: a file just over the limit reaches the route, whose
 * message names the file; far beyond, the generic 30 Mo message (app.ts picks this by path).
 */
const BODY_MAX_BYTES = TRAME_FILE_MAX_BYTES + 3 * 1024 * 1024;

export const tramesBodyLimit: {
  matches: (path: string) => boolean;
  middleware: MiddlewareHandler<AppEnv>;
} = {
  matches: (path) => TRAME_UPLOAD_PATH.test(path),
  middleware: bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: () => {
      throw refuse(trameMessages.documentTooLarge, 413);
    },
  }),
};
