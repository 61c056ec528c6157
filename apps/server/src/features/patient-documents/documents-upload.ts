import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileExtension, sanitizeFileName } from '@praxis/shared/files/file-names';
import { documentMessages, PATIENT_DOCUMENT_EXTENSIONS, PATIENT_DOCUMENT_MAX_FILES } from '@praxis/shared/patients/schemas';
import { FILE_MAX_BYTES, FILE_NAME_MAX_LENGTH, fileMessages } from '@praxis/shared/settings/schemas';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { contentMatchesExtension, contentTypeOf } from '../../lib/file-types';
import type { AcceptedUpload } from '../../lib/uploads';

const isFile = (v: unknown): v is File => v instanceof Blob && typeof (v as File).name === 'string';

/** `files` parts of the form: one or several (repeated parts), 1 to 10 (spec 1 §5). */
export const ZDocumentsForm = z.object({
  files: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.custom<File>(isFile, { error: documentMessages.noFile }), { error: documentMessages.noFile })
        .min(1, documentMessages.noFile)
        .max(PATIENT_DOCUMENT_MAX_FILES, documentMessages.tooMany),
    )
    .openapi({ type: 'array', items: { type: 'string', format: 'binary' } }),
});

/** The name shown to the user: the last path segment, without control characters. */
export function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001F\u007F]/g, '').trim();
  return base.slice(0, FILE_NAME_MAX_LENGTH) || 'document';
}

export type DocumentUpload = AcceptedUpload & { displayName: string; extension: (typeof PATIENT_DOCUMENT_EXTENSIONS)[number] };

const isDocumentExtension = (ext: string): ext is DocumentUpload['extension'] => (PATIENT_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);

/**
 * One file against the document rules (spec 1 §5): size, name, extension pdf/docx/doc/txt, and
 * content matching the extension (magic bytes). The stored name is sanitised (no spaces, no accents).
 */
export async function checkDocumentFile(file: File): Promise<{ ok: true; upload: DocumentUpload } | { ok: false; error: string }> {
  if (file.size > FILE_MAX_BYTES) return { ok: false, error: documentMessages.tooLarge };
  if (file.size === 0) return { ok: false, error: fileMessages.empty };
  if (file.name.length > FILE_NAME_MAX_LENGTH) return { ok: false, error: fileMessages.nameTooLong };
  const name = sanitizeFileName(file.name);
  const extension = fileExtension(name);
  const contentType = contentTypeOf(extension);
  if (!isDocumentExtension(extension) || !contentType) return { ok: false, error: documentMessages.badType };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesExtension(bytes, extension)) return { ok: false, error: fileMessages.contentMismatch };
  const renamedFrom = name === file.name ? null : file.name;
  return { ok: true, upload: { bytes, name, renamedFrom, contentType, size: bytes.byteLength, displayName: displayName(file.name), extension } };
}

const DOCUMENTS_PATH = /^\/api\/v1\/patients\/[^/]+\/documents$/;
/** Ten files of 15 Mo and the multipart envelope. */
const DOCUMENTS_BODY_LIMIT_BYTES = PATIENT_DOCUMENT_MAX_FILES * FILE_MAX_BYTES + 1024 * 1024;

/** The upload's body limit (app.ts picks it for its path), answered with the document message. */
export const documentsBodyLimit: { matches: (path: string) => boolean; middleware: MiddlewareHandler<AppEnv> } = {
  matches: (path) => DOCUMENTS_PATH.test(path),
  middleware: bodyLimit({
    maxSize: DOCUMENTS_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.tooLarge, 413, { files: documentMessages.tooLarge });
    },
  }),
};
