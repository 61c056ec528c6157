import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TStoredFile } from '@praxis/shared/settings/schemas';
import type { FileStorage } from './storage';

/** The file columns a response needs; the base64 copy itself is never read for a list. */
export type StoredFileRow = {
  storagePath: string | null;
  signedUrl: string | null;
  signedUrlExpiresAt: Date | null;
  hasBase64: boolean;
  mimeType: string | null;
  sizeBytes: number | null;
};

/** Whether the row holds a base64 copy, without reading the copy. */
export function hasBase64Column(attachmentBase64: PgColumn) {
  return sql<boolean>`(${attachmentBase64} IS NOT NULL)`;
}

/** `user_x/documents/1700000000000_fiche.pdf` → `fiche.pdf`. */
export function fileNameOf(storagePath: string): string {
  const last = storagePath.slice(storagePath.lastIndexOf('/') + 1);
  return last.replace(/^\d+_/, '') || 'file';
}

/**
 * The file as the API shows it, with its state (spec 2 §2.4, §4): signed while the address is
 * valid, then base64 if a copy exists, expired if the file is still stored, missing otherwise.
 * Null when the row never had a file. Reading never refreshes anything (GET changes nothing).
 */
export async function toStoredFile(row: StoredFileRow, storage: FileStorage, now = new Date()): Promise<TStoredFile | null> {
  if (!row.storagePath && !row.hasBase64) return null;
  const stored = row.storagePath ? await storage.exists(row.storagePath) : false;
  const unexpired = !!row.signedUrl && !!row.signedUrlExpiresAt && row.signedUrlExpiresAt.getTime() > now.getTime();
  const state: TStoredFile['state'] = stored && unexpired ? 'signed' : row.hasBase64 ? 'base64' : stored ? 'expired' : 'missing';
  const fileName = row.storagePath ? fileNameOf(row.storagePath) : 'file';
  let downloadUrl: string | null = null;
  if (state === 'signed' && row.storagePath && row.signedUrlExpiresAt) {
    const ttl = Math.floor(row.signedUrlExpiresAt.getTime() / 1000) - Math.floor(now.getTime() / 1000);
    downloadUrl = (await storage.signedUrl(row.storagePath, ttl, { download: fileName, now })).url;
  }
  return {
    fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    signedUrl: row.signedUrl,
    signedUrlExpiresAt: row.signedUrlExpiresAt?.toISOString() ?? null,
    downloadUrl,
    hasBase64: row.hasBase64,
    state,
  };
}
