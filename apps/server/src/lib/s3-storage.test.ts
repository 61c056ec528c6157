import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUserDocumentCreated } from '@praxis/shared/settings/schemas';
import { loadEnv } from '../env';
import { userDocuments } from '../db/schema';
import { filesUnder, samples, uploadForm } from '../test/files';
import { createTenancyWorld, request } from '../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../test/test-praxis';
import { createFileLinkSigner } from './file-links';
import { createS3Storage } from './s3-storage';
import { StorageConflictError, StorageKeyError, type FileStorage } from './storage';

// A real S3-compatible server (s3rver) on 127.0.0.1, storing in a temporary folder.
const BUCKET = 'praxis-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let dir: string;
let server: S3rver;
let endpoint: string;
let bucketClient: S3Client;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'praxis-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucketClient = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { ...CREDENTIALS } });
});
afterAll(async () => {
  bucketClient.destroy();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const keysInBucket = async () =>
  ((await bucketClient.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort();

describe('S3 storage', () => {
  let storage: FileStorage;
  const links = createFileLinkSigner('secret-de-test-assez-long-pour-signer-0123456789');

  beforeAll(() => {
    storage = createS3Storage({ endpoint, region: 'us-east-1', bucket: BUCKET, forcePathStyle: true, ...CREDENTIALS, links });
  });

  it('puts, reads with the content type, checks existence, and removes', async () => {
    const key = 'user_1/documents/1_a.pdf';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, samples.pdf, 'application/pdf');
    expect(await storage.exists(key)).toBe(true);
    expect(await keysInBucket()).toContain(key);
    const stored = await storage.read(key);
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: samples.pdf.byteLength });
    expect(new Uint8Array(stored?.bytes ?? [])).toEqual(samples.pdf);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
    expect(await keysInBucket()).not.toContain(key);
  });

  it('never overwrites an object', async () => {
    const key = 'user_1/documents/2_b.txt';
    await storage.put(key, samples.txt, 'text/plain');
    await expect(storage.put(key, samples.pdf, 'application/pdf')).rejects.toThrow(StorageConflictError);
    const stored = await storage.read(key);
    expect(stored?.contentType).toBe('text/plain');
    expect(new Uint8Array(stored?.bytes ?? [])).toEqual(samples.txt);
  });

  it('answers null for a missing key, and removing it is not an error', async () => {
    expect(await storage.read('user_1/documents/missing.pdf')).toBeNull();
    expect(await storage.exists('user_1/documents/missing.pdf')).toBe(false);
    await expect(storage.remove('user_1/documents/missing.pdf')).resolves.toBeUndefined();
  });

  it.each(['../secret', 'user_1/../../etc/passwd', '/etc/passwd', 'user_1/.a.meta.json', 'user_1//a.pdf', 'a b.pdf', ''])(
    'refuses the unsafe key %j in every operation',
    async (key) => {
      await expect(storage.put(key, samples.txt, 'text/plain')).rejects.toThrow(StorageKeyError);
      await expect(storage.read(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.remove(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.signedUrl(key, 60)).rejects.toThrow(StorageKeyError);
    },
  );

  it('signs the same server-served links as the local storage', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const signed = await storage.signedUrl('user_1/documents/3_c.pdf', 3600, { download: 'c.pdf', now });
    const exp = Math.floor(now.getTime() / 1000) + 3600;
    expect(signed).toEqual({ url: links.sign({ key: 'user_1/documents/3_c.pdf', exp, dl: 'c.pdf' }), expiresAt: new Date(exp * 1000) });
  });
});

describe('S3 settings', () => {
  const base = { AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789', DATA_DIR: os.tmpdir() };
  const s3 = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps the local disk without S3_BUCKET', () => {
    expect(loadEnv({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
  });

  it('uses path-style addresses by default only with an endpoint, and reads S3_FORCE_PATH_STYLE as text', () => {
    expect(loadEnv({ ...base, ...s3 }).s3).toMatchObject({ endpoint: undefined, region: 'us-east-1', forcePathStyle: false });
    expect(loadEnv({ ...base, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.forcePathStyle).toBe(true);
    expect(loadEnv({ ...base, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(loadEnv({ ...base, ...s3, S3_FORCE_PATH_STYLE: '1', S3_REGION: 'fr-par' }).s3).toMatchObject({ forcePathStyle: true, region: 'fr-par' });
    expect(() => loadEnv({ ...base, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('refuses a bucket without its keys', () => {
    expect(() => loadEnv({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});

describe('the app on S3 storage', () => {
  let praxis: TestPraxis;

  beforeAll(async () => {
    praxis = await createTestPraxis({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
  });
  afterAll(async () => {
    await praxis.close();
  });

  it('reads the S3 settings from the environment', () => {
    expect(praxis.env.s3).toEqual({ endpoint, region: 'us-east-1', bucket: BUCKET, forcePathStyle: true, ...CREDENTIALS });
  });

  it('uploads a user document into the bucket, serves it through its signed link, and removes it on delete', async () => {
    const world = await createTenancyWorld(praxis, 'cabinet-s3');
    const created = await request(
      praxis,
      'POST',
      '/api/v1/user-documents',
      world.owner.cookie,
      uploadForm({ title: 'Dans le seau' }, { name: 'rapport.pdf', bytes: samples.pdf, type: 'application/pdf' }),
    );
    expect(created.status, created.text).toBe(201);
    const doc = created.body as TUserDocumentCreated;
    const [row] = await praxis.database.db.select({ storagePath: userDocuments.storagePath }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    const key = row?.storagePath ?? '';
    expect(key).toMatch(new RegExp(`^user_${world.owner.id}/documents/\\d{13}_rapport\\.pdf$`));
    expect(await keysInBucket()).toContain(key);
    expect(await praxis.storage.exists(key)).toBe(true);
    // Nothing on the local disk.
    expect(filesUnder(praxis.env.filesDir)).toEqual([]);

    const open = await praxis.request(doc.file?.signedUrl ?? '');
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('application/pdf');
    expect(open.headers.get('content-disposition')).toBe(`inline; filename="rapport.pdf"; filename*=UTF-8''rapport.pdf`);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(samples.pdf);
    const download = await praxis.request(doc.file?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="rapport\.pdf"/);

    expect((await request(praxis, 'DELETE', `/api/v1/user-documents/${doc.id}`, world.owner.cookie)).status).toBe(204);
    expect(await keysInBucket()).not.toContain(key);
    await expect(bucketClient.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({ name: 'NotFound' });
    expect((await praxis.request(doc.file?.signedUrl ?? '')).status).toBe(404);
  });
});
