import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring file addresses served by this server:
 *   /api/files/{key}?exp={unix seconds}&sig={HMAC-SHA256}[&dl={file name}]
 * The signature covers the key, the expiry and the download name, so none can be changed or
 * extended. It is the only authorisation of a file address (like a storage bucket's signed URL).
 */
export const FILE_LINK_PREFIX = '/api/files/';

export type FileLinkParams = { key: string; exp: number; dl?: string | undefined };
export type FileLinkCheck = 'valid' | 'expired' | 'invalid';

export type FileLinkSigner = {
  /** Address of `key` valid until `exp` (unix seconds); `dl` makes it a download under that name. */
  sign: (params: FileLinkParams) => string;
  verify: (params: { key: string; exp: string | undefined; sig: string | undefined; dl?: string | undefined }, now?: Date) => FileLinkCheck;
};

export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function createFileLinkSigner(secret: string): FileLinkSigner {
  // A key of its own, derived from the server secret: a file signature is never a session signature.
  const signingKey = createHmac('sha256', secret).update('praxis:file-links:v1').digest();
  const mac = ({ key, exp, dl }: FileLinkParams) =>
    createHmac('sha256', signingKey).update(`${key}\n${exp}\n${dl ?? ''}`).digest();

  return {
    sign: (params) => {
      const query = new URLSearchParams({ exp: String(params.exp), sig: mac(params).toString('base64url') });
      if (params.dl) query.set('dl', params.dl);
      return `${FILE_LINK_PREFIX}${encodeKey(params.key)}?${query.toString()}`;
    },
    verify: ({ key, exp, sig, dl }, now = new Date()) => {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
      // Compared as text: decoding would accept several spellings of the same bytes.
      const expected = Buffer.from(mac({ key, exp: Number(exp), dl }).toString('base64url'));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
