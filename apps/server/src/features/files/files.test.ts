import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@praxis/shared/settings/schemas';
import { createFileLinkSigner } from '../../lib/file-links';
import { contentMatchesExtension } from '../../lib/file-types';
import { createLocalStorage, isSafeKey, resolveKey, StorageConflictError, StorageKeyError, type FileStorage } from '../../lib/storage';
import { filesUnder, samples } from '../../test/files';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';

describe('storage keys never escape the root', () => {
  const root = path.resolve('/srv/praxis/files');

  it.each([
    'user_1/documents/1700000000000_fiche.pdf',
    'user_1/knowledge_items/6b2f0c1e-5a3d-4f7e-9c21-000000000001/1_a.md',
    'a',
    'a-b_c.d',
  ])('accepts %j', (key) => {
    expect(isSafeKey(key)).toBe(true);
    expect(resolveKey(root, key).startsWith(`${root}/`)).toBe(true);
  });

  it.each([
    '',
    '../secret',
    'user_1/../../etc/passwd',
    'user_1/..',
    './a',
    'user_1/.a.pdf.meta.json',
    '/etc/passwd',
    'user_1//a.pdf',
    'user_1/a.pdf/',
    'user_1\\..\\a.pdf',
    'user_1/a\u0000.pdf',
    'user_1/a b.pdf',
    'user_1/%2e%2e/a.pdf',
    'x'.repeat(1025),
  ])('refuses %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
    expect(() => resolveKey(root, key)).toThrow(StorageKeyError);
  });
});

describe('local storage', () => {
  let dir: string;
  let storage: FileStorage;
  const links = createFileLinkSigner('secret-de-test-assez-long-pour-signer-0123456789');

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'praxis-storage-'));
    storage = createLocalStorage({ root: path.join(dir, 'files'), links });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, reads with the content type, and never overwrites', async () => {
    await storage.put('user_1/documents/1_a.pdf', samples.pdf, 'application/pdf');
    expect(await storage.read('user_1/documents/1_a.pdf')).toEqual({ bytes: Buffer.from(samples.pdf), contentType: 'application/pdf', size: samples.pdf.byteLength });
    await expect(storage.put('user_1/documents/1_a.pdf', samples.txt, 'text/plain')).rejects.toBeInstanceOf(StorageConflictError);
    expect((await storage.read('user_1/documents/1_a.pdf'))?.bytes).toEqual(Buffer.from(samples.pdf));
    expect(await storage.exists('user_1/documents/1_a.pdf')).toBe(true);
    expect(await storage.read('user_1/documents/absent.pdf')).toBeNull();
    expect(await storage.exists('user_1/documents/1_a.pdf/x')).toBe(false);
  });

  it('removes the file, its metadata and the emptied folders; removing twice is fine', async () => {
    await storage.put('user_2/knowledge_items/item/1_a.md', samples.md, 'text/markdown');
    await storage.remove('user_2/knowledge_items/item/1_a.md');
    await storage.remove('user_2/knowledge_items/item/1_a.md');
    expect(filesUnder(path.join(dir, 'files')).filter((f) => f.startsWith('user_2'))).toEqual([]);
  });

  it('refuses unsafe keys on every operation', async () => {
    for (const op of [
      () => storage.put('../evil.pdf', samples.pdf, 'application/pdf'),
      () => storage.read('../../etc/passwd'),
      () => storage.exists('/etc/passwd'),
      () => storage.remove('user_1/../../x'),
      () => storage.signedUrl('user_1/../x', 60),
    ]) {
      await expect(op()).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(filesUnder(dir).some((f) => f.includes('evil'))).toBe(false);
  });

  it('signs addresses that expire, for inline reading or download', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const { url, expiresAt } = await storage.signedUrl('user_1/documents/1_a.pdf', 3600, { now });
    expect(expiresAt.toISOString()).toBe('2026-01-01T11:00:00.000Z');
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/api/files/user_1/documents/1_a.pdf');
    const params = { key: 'user_1/documents/1_a.pdf', exp: parsed.searchParams.get('exp') ?? undefined, sig: parsed.searchParams.get('sig') ?? undefined };
    expect(links.verify(params, now)).toBe('valid');
    expect(links.verify(params, new Date('2026-01-01T11:00:00Z'))).toBe('expired');
    expect(links.verify({ ...params, key: 'user_1/documents/1_b.pdf' }, now)).toBe('invalid');
    expect(links.verify({ ...params, dl: 'a.pdf' }, now)).toBe('invalid');
    expect(links.verify({ ...params, exp: String(Number(params.exp) + 3600) }, now)).toBe('invalid');
    const download = new URL((await storage.signedUrl('user_1/documents/1_a.pdf', 3600, { now, download: 'a.pdf' })).url, 'http://x');
    expect(download.searchParams.get('dl')).toBe('a.pdf');
    expect(download.searchParams.get('sig')).not.toBe(params.sig);
  });

  it('signs with a key of its own: another secret never validates', () => {
    const other = createFileLinkSigner('un-autre-secret-tout-aussi-long-0123456789abcdef');
    const url = new URL(links.sign({ key: 'a', exp: 4_000_000_000 }), 'http://x');
    expect(other.verify({ key: 'a', exp: url.searchParams.get('exp') ?? '', sig: url.searchParams.get('sig') ?? '' })).toBe('invalid');
  });
});

describe('file types by content', () => {
  it.each([
    ['pdf', samples.pdf],
    ['png', samples.png],
    ['jpg', samples.jpeg],
    ['jpeg', samples.jpeg],
    ['gif', samples.gif],
    ['webp', samples.webp],
    ['docx', samples.docx],
    ['doc', samples.doc],
    ['txt', samples.txt],
    ['md', samples.md],
  ] as const)('%s matches its own content and not an executable', (ext, bytes) => {
    expect(contentMatchesExtension(bytes, ext)).toBe(true);
    expect(contentMatchesExtension(samples.exe, ext)).toBe(false);
  });

  it.each([
    ['pdf', samples.png],
    ['png', samples.jpeg],
    ['webp', new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['docx', samples.doc],
    ['txt', new Uint8Array([0xc3, 0x28])],
    ['md', new Uint8Array([0x41, 0x00, 0x42])],
    ['exe', samples.exe],
    ['svg', new TextEncoder().encode('<svg/>')],
  ] as const)('%s does not match other content', (ext, bytes) => {
    expect(contentMatchesExtension(bytes, ext)).toBe(false);
  });
});

describe('GET /api/files/*', () => {
  let praxis: TestPraxis;
  const key = 'user_test/documents/1700000000000_fiche.pdf';
  let signed: URL;
  let gateCookie: string;

  beforeAll(async () => {
    praxis = await createTestPraxis({ ACCESS_GATE_PASSWORD: 'portail-secret' });
    await praxis.storage.put(key, samples.pdf, 'application/pdf');
    signed = new URL((await praxis.storage.signedUrl(key, 600)).url, 'http://localhost:3000');
    // The gate counts unlock attempts: unlock once.
    const res = await praxis.request('/api/gate', { method: 'POST', body: JSON.stringify({ password: 'portail-secret' }) });
    expect(res.status).toBe(200);
    gateCookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await praxis.close();
  });

  const get = (url: string) => request(praxis, 'GET', url, gateCookie);
  const withParam = (name: string, value: string | null) => {
    const url = new URL(signed);
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
    return url.pathname + url.search;
  };

  it('serves the file to a valid address without a session (the signature is the authorisation)', async () => {
    const res = await praxis.request(signed.pathname + signed.search, { cookie: gateCookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="fiche.pdf"; filename*=UTF-8''fiche.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(samples.pdf);
  });

  it('stays behind the access gate', async () => {
    const res = await request(praxis, 'GET', signed.pathname + signed.search, undefined);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'ACCESS_GATE_LOCKED' } });
    expect(res.text).not.toContain('%PDF');
  });

  it('refuses tampered, incomplete or foreign signatures with 403 and never the file', async () => {
    const sig = signed.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      withParam('sig', flipped),
      withParam('sig', `${sig}=`),
      withParam('sig', null),
      withParam('exp', null),
      withParam('exp', String(Number(signed.searchParams.get('exp')) + 60)),
      withParam('exp', 'demain'),
      withParam('dl', 'autre.pdf'),
      signed.pathname.replace('fiche', 'autre') + signed.search,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'FORBIDDEN', message: fileMessages.linkInvalid } });
      expect(res.text).not.toContain('%PDF');
    }
  });

  it('refuses an expired address, even with a valid signature', async () => {
    const expired = new URL((await praxis.storage.signedUrl(key, -1)).url, 'http://localhost:3000');
    const res = await get(expired.pathname + expired.search);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { message: fileMessages.linkExpired } });
  });

  it('refuses traversal in the address before looking at the disk', async () => {
    writeFileSync(path.join(praxis.env.dataDir, 'secret.txt'), 'ne jamais servir');
    for (const raw of ['/api/files/..%2F..%2Fsecret.txt', '/api/files/user_test%2F..%2F..%2F..%2Fsecret.txt', '/api/files/%2Fetc%2Fpasswd', '/api/files/user_test/a%00.pdf', '/api/files/']) {
      const res = await get(`${raw}?exp=4000000000&sig=x`);
      // A NUL byte is refused for every API address (400) before the file route sees it.
      expect(res.status, raw).toBe(raw.includes('%00') ? 400 : 403);
      expect(res.text).not.toContain('ne jamais servir');
    }
    // Dot segments (even encoded) are resolved by the URL parser before routing: the address
    // leaves /api/files/ altogether and never reaches the disk.
    const dotted = await praxis.request('/api/files/user_test/%2e%2e/%2e%2e/%2e%2e/secret.txt?exp=4000000000&sig=x', { cookie: gateCookie });
    expect(dotted.status).not.toBe(200);
    expect(await dotted.text()).not.toContain('ne jamais servir');
  });

  it('answers 404 for a valid address whose file is gone', async () => {
    const gone = new URL((await praxis.storage.signedUrl('user_test/documents/1_absent.pdf', 600)).url, 'http://localhost:3000');
    const res = await get(gone.pathname + gone.search);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { message: fileMessages.fileNotFound } });
  });

  it('sends a download as an attachment under the signed name', async () => {
    const download = new URL((await praxis.storage.signedUrl(key, 600, { download: 'fiche.pdf' })).url, 'http://localhost:3000');
    const res = await praxis.request(download.pathname + download.search, { cookie: gateCookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="fiche.pdf"; filename*=UTF-8''fiche.pdf`);
  });
});
