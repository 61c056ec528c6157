import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileLinkSigner } from './file-links';
import { isSafeKey, StorageConflictError, StorageKeyError, type FileStorage } from './storage';

export type S3StorageConfig = {
  /** For S3-compatible services (MinIO, Garage, Scaleway…); AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  links: FileLinkSigner;
};

function errorName(err: unknown): string | undefined {
  return err && typeof err === 'object' && 'name' in err && typeof err.name === 'string' ? err.name : undefined;
}

function httpStatus(err: unknown): number | undefined {
  if (!err || typeof err !== 'object' || !('$metadata' in err)) return undefined;
  const meta = err.$metadata as { httpStatusCode?: unknown } | undefined;
  return typeof meta?.httpStatusCode === 'number' ? meta.httpStatusCode : undefined;
}

const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes(errorName(err) ?? '') || httpStatus(err) === 404;
/** 412: If-None-Match refused an existing key; 409: a concurrent conditional write on the same key. */
const isConflict = (err: unknown) =>
  ['PreconditionFailed', 'ConditionalRequestConflict'].includes(errorName(err) ?? '') || [409, 412].includes(httpStatus(err) ?? 0);

function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new StorageKeyError(key);
  return key;
}

/**
 * The S3-compatible file storage: same keys, same refusals as the local disk. Addresses stay the
 * server-served signed links (file-links.ts), so the access gate, the Content-Disposition and the
 * /api/files route are the same for both storages; that route reads through `read`.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const { bucket, links } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC checksums (and their chunked uploads) are not supported by every
    // S3-compatible service; send them only when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  };

  return {
    put: async (key, bytes, contentType) => {
      // If-None-Match: '*' is the atomic refusal on AWS S3 and MinIO. Some S3-compatible servers
      // (s3rver, used by the tests) ignore it on PUT, hence the HEAD first: a second, non-atomic guard.
      if (await exists(key)) throw new StorageConflictError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
            IfNoneMatch: '*',
          }),
        );
      } catch (err) {
        if (isConflict(err)) throw new StorageConflictError(key);
        throw err;
      }
    },

    read: async (key) => {
      let output;
      try {
        output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      if (!output.Body) return null;
      const bytes = await output.Body.transformToByteArray();
      return { bytes, contentType: output.ContentType ?? 'application/octet-stream', size: bytes.byteLength };
    },

    exists,

    remove: async (key) => {
      // DeleteObject answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },

    signedUrl: async (key, ttlSeconds, { download, now = new Date() } = {}) => {
      checkKey(key);
      const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return { url: links.sign({ key, exp, dl: download }), expiresAt: new Date(exp * 1000) };
    },
  };
}
