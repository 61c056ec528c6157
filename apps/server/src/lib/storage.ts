import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileLinkSigner } from './file-links';

/**
 * The one file storage interface (DESIGN.md "Files"). Keys are relative paths built by the server
 * (`user_{id}/documents/{timestamp}_{name}`…), never taken from a client as they are.
 *
 * Two implementations, chosen in server.ts from the environment: local disk (below) and
 * S3-compatible (s3-storage.ts, when S3_BUCKET is set). Both sign the same server-served links
 * (file-links.ts), and /api/files reads through `read`, so nothing else in the server changes.
 */
export type StoredObject = { bytes: Uint8Array; contentType: string; size: number };
export type SignedFileUrl = { url: string; expiresAt: Date };

export type FileStorage = {
  /** Stores a new object; refuses to overwrite one (StorageConflictError). */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The object, or null when there is none. */
  read: (key: string) => Promise<StoredObject | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  remove: (key: string) => Promise<void>;
  /** A signed address valid `ttlSeconds` from `now`; `download` makes it an attachment under that name. */
  signedUrl: (key: string, ttlSeconds: number, options?: { download?: string; now?: Date }) => Promise<SignedFileUrl>;
};

/** A key that could name something outside the storage root, or a hidden file. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'StorageKeyError';
  }
}

export class StorageConflictError extends Error {
  constructor(key: string) {
    super(`storage key already used: ${key}`);
    this.name = 'StorageConflictError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const KEY_MAX_LENGTH = 1024;

/**
 * Keys are relative, '/'-separated, made of [A-Za-z0-9._-] segments that never start with a dot
 * (so no '.', '..' or hidden file) — no NUL, no backslash, no absolute path.
 */
export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_MAX_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Resolves a key under the root, refusing anything that would land outside it. */
export function resolveKey(root: string, key: string): string {
  if (!isSafeKey(key)) throw new StorageKeyError(key);
  const resolved = path.resolve(root, key);
  if (!resolved.startsWith(root + path.sep)) throw new StorageKeyError(key);
  return resolved;
}

/** The metadata of `a/b/name` lives in `a/b/.name.meta.json`: a hidden name no key can take. */
function metaPathOf(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
}

function isCode(err: unknown, code: string): boolean {
  return !!err && typeof err === 'object' && (err as { code?: unknown }).code === code;
}

async function unlinkIfPresent(file: string) {
  try {
    await unlink(file);
  } catch (err) {
    if (!isCode(err, 'ENOENT')) throw err;
  }
}

/** Removes the now-empty folders between a removed file and the root (per-item folders). */
async function pruneEmptyFolders(root: string, from: string) {
  for (let dir = path.dirname(from); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return;
    }
  }
}

/** Writes a new file, creating its folder; retried once if a removal pruned the folder meanwhile. */
async function writeInFolder(file: string, bytes: Uint8Array) {
  for (let attempt = 1; ; attempt++) {
    // Health documents: folders 0700, files 0600 (the server's user only).
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      return;
    } catch (err) {
      if (!isCode(err, 'ENOENT') || attempt >= 3) throw err;
    }
  }
}

export function createLocalStorage(options: { root: string; links: FileLinkSigner }): FileStorage {
  const root = path.resolve(options.root);

  return {
    put: async (key, bytes, contentType) => {
      const file = resolveKey(root, key);
      const temporary = path.join(path.dirname(file), `.upload-${randomUUID()}`);
      await writeInFolder(temporary, bytes);
      try {
        // link() is atomic and fails on an existing name: a complete file or nothing, never an overwrite.
        await link(temporary, file);
      } catch (err) {
        if (isCode(err, 'EEXIST')) throw new StorageConflictError(key);
        throw err;
      } finally {
        await unlinkIfPresent(temporary);
      }
      try {
        await writeFile(metaPathOf(file), JSON.stringify({ contentType, size: bytes.byteLength }), { mode: 0o600 });
      } catch (err) {
        await unlinkIfPresent(file);
        throw err;
      }
    },

    read: async (key) => {
      const file = resolveKey(root, key);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (err) {
        if (isCode(err, 'ENOENT') || isCode(err, 'EISDIR')) return null;
        throw err;
      }
      let contentType = 'application/octet-stream';
      try {
        const meta = JSON.parse(await readFile(metaPathOf(file), 'utf8')) as { contentType?: unknown };
        if (typeof meta.contentType === 'string') contentType = meta.contentType;
      } catch {
        // Without metadata the bytes are still served, as an opaque download.
      }
      return { bytes, contentType, size: bytes.byteLength };
    },

    exists: async (key) => {
      const file = resolveKey(root, key);
      try {
        return (await stat(file)).isFile();
      } catch (err) {
        if (isCode(err, 'ENOENT') || isCode(err, 'ENOTDIR')) return false;
        throw err;
      }
    },

    remove: async (key) => {
      const file = resolveKey(root, key);
      await unlinkIfPresent(file);
      await unlinkIfPresent(metaPathOf(file));
      await pruneEmptyFolders(root, file);
    },

    signedUrl: async (key, ttlSeconds, { download, now = new Date() } = {}) => {
      resolveKey(root, key);
      const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return { url: options.links.sign({ key, exp, dl: download }), expiresAt: new Date(exp * 1000) };
    },
  };
}
