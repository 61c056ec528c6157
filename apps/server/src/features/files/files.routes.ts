import { fileMessages } from '@praxis/shared/settings/schemas';
import { createRouter, type AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { FILE_LINK_PREFIX } from '../../lib/file-links';
import { fileNameOf } from '../../lib/stored-file';
import { isSafeKey } from '../../lib/storage';

/** The storage key from the raw (still percent-encoded) path, decoded once per segment. */
function keyOf(c: AppContext): string | null {
  const raw = new URL(c.req.url).pathname;
  if (!raw.startsWith(FILE_LINK_PREFIX)) return null;
  try {
    const key = raw.slice(FILE_LINK_PREFIX.length).split('/').map(decodeURIComponent).join('/');
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** RFC 6266 header; names are already normalised to [A-Za-z0-9._-], the filter is a second guard. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file';
  return `${kind}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * GET /api/files/{key}?exp&sig[&dl]: outside /api/v1 because the signature is the authorisation
 * (like a bucket's signed URL), but behind the access gate like every /api path. A wrong, tampered
 * or expired address answers 403 with a French message and never the file.
 */
export const filesRoutes = createRouter().get('/files/*', async (c) => {
  const { storage, fileLinks } = c.var.deps;
  const key = keyOf(c);
  const dl = c.req.query('dl');
  if (!key) throw new AppError('FORBIDDEN', fileMessages.linkInvalid);
  const check = fileLinks.verify({ key, exp: c.req.query('exp'), sig: c.req.query('sig'), dl });
  if (check === 'invalid') throw new AppError('FORBIDDEN', fileMessages.linkInvalid);
  if (check === 'expired') throw new AppError('FORBIDDEN', fileMessages.linkExpired);
  const stored = await storage.read(key);
  if (!stored) throw AppError.notFound(fileMessages.fileNotFound);
  return c.body(new Uint8Array(stored.bytes), 200, {
    'Content-Type': stored.contentType,
    'Content-Length': String(stored.size),
    'Content-Disposition': contentDisposition(dl ? 'attachment' : 'inline', dl ?? fileNameOf(key)),
    'X-Content-Type-Options': 'nosniff',
    // Health documents: never kept in a shared cache, nor on disk by the browser.
    'Cache-Control': 'private, no-store',
  });
});
