import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns of a row that points at a stored file (spec 2 §3). */
export const storedFileColumns = () => ({
  storagePath: text('storage_path'),
  signedUrl: text('signed_url'),
  signedUrlExpiresAt: timestamp('signed_url_expires_at', { withTimezone: true }),
  attachmentBase64: text('attachment_base64'),
  mimeType: text('mime_type'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
});
