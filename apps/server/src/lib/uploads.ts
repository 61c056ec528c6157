import { z } from '@hono/zod-openapi';
import { fileExtension, normalizeFileName } from '@praxis/shared/files/file-names';
import { FILE_MAX_BYTES, FILE_NAME_MAX_LENGTH, fileMessages } from '@praxis/shared/settings/schemas';
import type { Database } from './db';
import { AppError, fromDatabaseError } from './errors';
import { contentMatchesExtension, contentTypeOf } from './file-types';
import type { Logger } from './logger';
import { StorageConflictError, type FileStorage } from './storage';
import { safeError } from './log-safe';

/** What the use cases of stored files need. */
export type FileDeps = { db: Database; storage: FileStorage; logger: Logger };

/** Upload endpoints: their bodies may reach the file limit (app.ts gives them their own body limit). */
export const UPLOAD_PATHS = new Set(['/api/v1/user-documents', '/api/v1/knowledge-items']);
/** Room for the multipart envelope and the text fields around a file of the maximum size. */
export const UPLOAD_BODY_LIMIT_BYTES = FILE_MAX_BYTES + 1024 * 1024;

/** The `file` part of a multipart form (documented as binary in the OpenAPI document). */
export const ZUploadFile = z
  .custom<File>((v) => v instanceof Blob && typeof (v as File).name === 'string', { error: fileMessages.required })
  .openapi({ type: 'string', format: 'binary' });

/**
 * `tags` in a multipart form: repeated fields (one tag each), or one field holding a JSON array.
 * A single plain field is one tag.
 */
export function tagsFromForm(value: unknown): unknown {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return [value];
}

export type AcceptedUpload = {
  bytes: Uint8Array;
  /** Normalised name (spec 2 §5.9), safe in a key. */
  name: string;
  /** The name as sent when it was normalised, else null: the client warns the user. */
  renamedFrom: string | null;
  contentType: string;
  size: number;
};

const refuse = (message: string, status: 413 | 422 = 422) =>
  new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', message, status, { file: message });

/**
 * Checks a file against spec 2 §5.9 before anything is stored: size, name, extension in the
 * endpoint's list, and content matching the extension.
 */
export async function acceptUpload(file: File, allowedExtensions: readonly string[]): Promise<AcceptedUpload> {
  if (file.size > FILE_MAX_BYTES) throw refuse(fileMessages.tooLarge, 413);
  if (file.size === 0) throw refuse(fileMessages.empty);
  if (file.name.length > FILE_NAME_MAX_LENGTH) throw refuse(fileMessages.nameTooLong);
  if (!fileExtension(file.name)) throw refuse(fileMessages.noExtension);
  const { name, renamedFrom } = normalizeFileName(file.name);
  const extension = fileExtension(name);
  const contentType = contentTypeOf(extension);
  if (!extension || !contentType || !allowedExtensions.includes(extension)) throw refuse(fileMessages.badType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesExtension(bytes, extension)) throw refuse(fileMessages.contentMismatch);
  return { bytes, name, renamedFrom, contentType, size: bytes.byteLength };
}

/** Keys of the spec's paths (spec 2 §7). */
export const storageKeys = {
  userDocument: (userId: string, timestamp: number, name: string) => `user_${userId}/documents/${timestamp}_${name}`,
  knowledgeItem: (userId: string, itemId: string, timestamp: number, name: string) =>
    `user_${userId}/knowledge_items/${itemId}/${timestamp}_${name}`,
};

/** Stores the upload under a fresh key: two uploads of one name in the same millisecond get the next one. */
export async function storeUpload(storage: FileStorage, upload: AcceptedUpload, keyAt: (timestamp: number) => string): Promise<string> {
  const start = Date.now();
  for (let i = 0; ; i++) {
    const key = keyAt(start + i);
    try {
      await storage.put(key, upload.bytes, upload.contentType);
      return key;
    } catch (err) {
      if (!(err instanceof StorageConflictError) || i >= 20) throw err;
    }
  }
}

/** Removes a stored file after its record is gone; a failure is logged, never shown (spec 2 §4). */
export async function removeStoredFile(storage: FileStorage, key: string | null, logger: Logger): Promise<void> {
  if (!key) return;
  try {
    await storage.remove(key);
  } catch (err) {
    // The key and the error text hold the file name, which may name a patient: only the code is logged.
    const code = err && typeof err === 'object' && 'code' in err ? String(err.code) : 'unknown';
    logger.warn({ code }, 'stored file removal failed');
  }
}

/**
 * Runs the database write of a freshly stored file; if it fails, the file is removed so that no
 * orphan is left behind (DESIGN.md "Deliberate departures"). Known database errors keep their
 * mapping; any other failure answers `failureMessage` (the spec's), details only in the log.
 */
export async function withStoredFile<T>(deps: FileDeps, key: string, failureMessage: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeStoredFile(deps.storage, key, deps.logger);
    if (err instanceof AppError) throw err;
    const known = fromDatabaseError(err);
    if (known) throw known;
    deps.logger.error({ err: safeError(err) }, 'insert after upload failed');
    throw new AppError('INTERNAL', failureMessage);
  }
}
