import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_FILE_MAX_BYTES, testMessages, type TTestDashboard, type TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { testDefinitions, testDocuments } from '../../db/schema';
import { filesUnder, samples, uploadForm, type UploadFile } from '../../test/files';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-tests');
});
afterAll(async () => {
  await praxis.close();
});

const base = '/api/v1/tests';
const pdf = (name = 'manuel.pdf'): UploadFile => ({ name, bytes: samples.pdf, type: 'application/pdf' });
type List = { items: TTestDefinition[]; total: number };

async function createTest(cookie: string, fields: Record<string, string | string[] | undefined>, file?: UploadFile) {
  const res = await request(praxis, 'POST', base, cookie, uploadForm(fields, file));
  expect(res.status, res.text).toBe(201);
  return res.body as TTestDefinition;
}
const list = async (cookie: string, query = '') => {
  const res = await request(praxis, 'GET', `${base}${query}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as List;
};
const codes = async (cookie: string, query: string) => (await list(cookie, query)).items.map((t) => t.code ?? t.title);
const storedFiles = () => filesUnder(praxis.env.filesDir).filter((f) => !path.basename(f).startsWith('.'));
const patch = (cookie: string, id: string, body: unknown) => request(praxis, 'PATCH', `${base}/${id}`, cookie, body);
const attach = (cookie: string, id: string, file?: UploadFile) => request(praxis, 'POST', `${base}/${id}/attachment`, cookie, uploadForm({}, file));
const storagePathOf = async (id: string) =>
  (await praxis.database.db.select({ p: testDefinitions.storagePath }).from(testDefinitions).where(eq(testDefinitions.id, id)))[0]?.p ?? null;

describe('the shared French catalogue (migration 0010)', () => {
  it('holds at least 40 active shared tests of the three professions, read by everyone', async () => {
    const shared = await praxis.database.db.select({ tags: testDefinitions.tags, min: testDefinitions.ageRangeMin, max: testDefinitions.ageRangeMax, domain: testDefinitions.domain }).from(testDefinitions).where(isNull(testDefinitions.userId));
    expect(shared.length).toBeGreaterThanOrEqual(40);
    for (const profession of ['psychomotricité', 'ergothérapie', 'orthophonie']) {
      expect(shared.filter((t) => t.tags?.includes(profession)).length, profession).toBeGreaterThanOrEqual(8);
    }
    expect(shared.every((t) => t.min !== null && t.max !== null && t.min <= t.max && t.max <= 1440 && !!t.domain)).toBe(true);
    for (const user of [world.owner, world.ownerOrg, world.otherUser, world.otherOrgMember, world.colleague]) {
      const { items, total } = await list(user.cookie);
      expect(total).toBe(shared.length);
      expect(items.every((t) => t.isShared && !t.isOwn && t.isActive && t.file === null)).toBe(true);
    }
  });

  it("finds M-ABC-2 by typing 'mabc', and searches title, code and description from 2 characters, accents and case ignored", async () => {
    const cookie = world.otherUser.cookie;
    expect(await codes(cookie, '?search=mabc')).toEqual(['M-ABC-2']);
    expect(await codes(cookie, '?search=M-ABC')).toEqual(['M-ABC-2']);
    expect(await codes(cookie, '?search=MABC2')).toEqual(['M-ABC-2']);
    const mabc = (await list(cookie, '?search=mabc')).items[0];
    expect(mabc).toMatchObject({ ageRangeMin: 36, ageRangeMax: 203, domain: 'Motricité globale et fine', sophieTrainingStatus: 'not_started', trames: [] });
    expect((await codes(cookie, '?search=BHK')).sort()).toEqual(['BHK', 'BHK Ado']);
    expect(await codes(cookie, '?search=ECRITURE%20chez%20l%27ado')).toEqual(['BHK Ado']);
    // Description only: "visée-attrape" is in the M-ABC-2 description, not its title.
    expect(await codes(cookie, '?search=visee-attrape')).toEqual(['M-ABC-2']);
    const all = (await list(cookie)).total;
    expect((await list(cookie, '?search=m')).total).toBe(all);
    expect((await list(cookie, '?search=%20%20m%20')).total).toBe(all);
    expect(await codes(cookie, '?search=zzzz')).toEqual([]);
    expect(await codes(cookie, '?search=%25%25')).toEqual([]);
  });

  it('cannot be changed, given a file or deleted by anyone', async () => {
    const [shared] = (await list(world.owner.cookie, '?search=mabc')).items;
    const id = shared?.id ?? '';
    for (const user of [world.owner, world.ownerOrg, world.colleague, world.otherUser]) {
      expect((await patch(user.cookie, id, { title: 'Piraté' })).status).toBe(404);
      expect((await patch(user.cookie, id, { isActive: false })).status).toBe(404);
      expect((await attach(user.cookie, id, pdf())).status).toBe(404);
      const del = await request(praxis, 'DELETE', `${base}/${id}`, user.cookie);
      expect(del.status).toBe(404);
      expect(del.body).toMatchObject({ error: { message: testMessages.notFound } });
    }
    const [row] = await praxis.database.db.select({ title: testDefinitions.title, active: testDefinitions.isActive }).from(testDefinitions).where(eq(testDefinitions.id, id));
    expect(row).toEqual({ title: shared?.title, active: true });
  });

  it('hides a deactivated shared test from every list and detail', async () => {
    const [shared] = (await list(world.owner.cookie, '?search=Piaget-Head')).items;
    const id = shared?.id ?? '';
    await praxis.database.db.update(testDefinitions).set({ isActive: false }).where(eq(testDefinitions.id, id));
    try {
      expect(await codes(world.owner.cookie, '?search=Piaget-Head')).toEqual([]);
      expect(await codes(world.owner.cookie, '?search=Piaget-Head&status=inactive')).toEqual([]);
      expect((await request(praxis, 'GET', `${base}/${id}`, world.owner.cookie)).status).toBe(404);
    } finally {
      await praxis.database.db.update(testDefinitions).set({ isActive: true }).where(eq(testDefinitions.id, id));
    }
  });
});

describe('creating and configuring a test', () => {
  it("creates an active personal test from its name alone, trimmed; 'Le titre est obligatoire' otherwise", async () => {
    const test = await createTest(world.otherUser.cookie, { title: '  Mon test maison  ' });
    expect(test).toMatchObject({
      title: 'Mon test maison',
      code: null,
      description: null,
      tags: null,
      isActive: true,
      isShared: false,
      isOwn: true,
      file: null,
      attachments: null,
      ageRangeMin: null,
      ageRangeMax: null,
      sophieTrainingStatus: 'not_started',
    });
    for (const title of [undefined, '', '   ']) {
      const res = await request(praxis, 'POST', base, world.otherUser.cookie, uploadForm({ title }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: { message: testMessages.titleRequired, fields: { title: testMessages.titleRequired } } });
    }
    const long = await request(praxis, 'POST', base, world.otherUser.cookie, uploadForm({ title: 'x'.repeat(201) }));
    expect(long.body).toMatchObject({ error: { fields: { title: testMessages.titleTooLong } } });
    const json = await request(praxis, 'POST', base, world.otherUser.cookie, { title: 'En JSON' });
    expect(json.status).toBe(415);
  });

  it('lists own tests first (newest first), with the status filter', async () => {
    const user = world.otherOrgMember;
    const a = await createTest(user.cookie, { title: 'Premier test' });
    const b = await createTest(user.cookie, { title: 'Second test' });
    await patch(user.cookie, a.id, { isActive: false });
    const all = await list(user.cookie);
    expect(all.items.slice(0, 2).map((t) => t.id)).toEqual([b.id, a.id]);
    expect((await list(user.cookie, '?status=inactive')).items.map((t) => t.id)).toEqual([a.id]);
    expect((await list(user.cookie, '?status=active')).items.map((t) => t.id)).not.toContain(a.id);
    const bad = await request(praxis, 'GET', `${base}?status=tous`, user.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { status: 'Statut invalide' } } });
  });

  it('saves the configuration: empties as null, tags split on commas, ages in years stored × 12 months', async () => {
    const test = await createTest(world.otherUser.cookie, { title: 'Configurable' });
    const res = await patch(world.otherUser.cookie, test.id, {
      title: '  Test configuré ',
      code: ' TC-1 ',
      description: 'Une description',
      aiBrief: 'Résumer les scores par domaine.',
      summary: '   ',
      tags: ' motricité,, équilibre , ,Motricité,graphisme ',
      ageMinYears: '3,5',
      ageMaxYears: 16,
      isActive: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Test configuré',
      code: 'TC-1',
      description: 'Une description',
      aiBrief: 'Résumer les scores par domaine.',
      summary: null,
      tags: ['motricité', 'équilibre', 'graphisme'],
      ageRangeMin: 42,
      ageRangeMax: 192,
    });
    // Only the fields sent change; empty texts and no tags become null.
    const cleared = await patch(world.otherUser.cookie, test.id, { code: '', tags: ' , ', ageMinYears: '', description: null });
    expect(cleared.body).toMatchObject({ title: 'Test configuré', code: null, tags: null, ageRangeMin: null, ageRangeMax: 192, description: null, aiBrief: 'Résumer les scores par domaine.' });
    const edges = await patch(world.otherUser.cookie, test.id, { ageMinYears: 0, ageMaxYears: 120 });
    expect(edges.body).toMatchObject({ ageRangeMin: 0, ageRangeMax: 1440 });
  });

  it('refuses ages outside 0–120 years, not numbers, or a minimum above the maximum', async () => {
    const test = await createTest(world.otherUser.cookie, { title: 'Âges' });
    for (const body of [{ ageMinYears: -1 }, { ageMaxYears: 121 }, { ageMinYears: 'trois' }, { ageMaxYears: '120,5' }]) {
      const res = await patch(world.otherUser.cookie, test.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ error: { message: testMessages.ageRange } });
    }
    const order = await patch(world.otherUser.cookie, test.id, { ageMinYears: 10, ageMaxYears: 6 });
    expect(order.body).toMatchObject({ error: { message: testMessages.ageOrder, fields: { ageMaxYears: testMessages.ageOrder } } });
    // One bound sent, the other stored: still checked.
    expect((await patch(world.otherUser.cookie, test.id, { ageMinYears: 10 })).status).toBe(200);
    const stored = await patch(world.otherUser.cookie, test.id, { ageMaxYears: 6 });
    expect(stored.status).toBe(422);
    expect(stored.body).toMatchObject({ error: { message: testMessages.ageOrder, fields: { ageMaxYears: testMessages.ageOrder } } });
    const created = await request(praxis, 'POST', base, world.otherUser.cookie, uploadForm({ title: 'Âges à la création', ageMinYears: '12', ageMaxYears: '4' }));
    expect(created.body).toMatchObject({ error: { message: testMessages.ageOrder } });
    const title = await patch(world.otherUser.cookie, test.id, { title: '  ' });
    expect(title.body).toMatchObject({ error: { message: testMessages.titleRequired } });
  });

  it('answers the dashboard: documents by status and by type, soft-deleted ones left out', async () => {
    const user = world.otherUser;
    const test = await createTest(user.cookie, { title: 'Tableau de bord' });
    const doc = (analysisStatus: string, documentType = 'manual', deletedAt: Date | null = null) => ({ userId: user.id, testDefinitionId: test.id, analysisStatus, documentType, deletedAt });
    await praxis.database.db.insert(testDocuments).values([doc('pending'), doc('processing'), doc('completed', 'protocole'), doc('completed'), doc('failed', 'grille'), doc('completed', 'manual', new Date())]);
    await praxis.database.db.update(testDefinitions).set({ sophieTrainingStatus: 'in_progress', lastAnalyzedAt: new Date('2026-03-04T10:00:00Z') }).where(eq(testDefinitions.id, test.id));
    const res = await request(praxis, 'GET', `${base}/${test.id}`, user.cookie);
    expect(res.status, res.text).toBe(200);
    expect(res.body as TTestDashboard).toMatchObject({
      id: test.id,
      sophieTrainingStatus: 'in_progress',
      lastAnalyzedAt: '2026-03-04T10:00:00.000Z',
      documentsCount: 5,
      documentsStats: { total_documents: 5, pending: 1, processing: 1, completed: 2, failed: 1, by_type: { manual: 3, protocole: 1, grille: 1 } },
    });
    const missing = await request(praxis, 'GET', `${base}/${crypto.randomUUID()}`, user.cookie);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { message: testMessages.notFound } });
    expect((await request(praxis, 'GET', `${base}/pas-un-id`, user.cookie)).status).toBe(404);
  });
});

describe('the attached file of a test', () => {
  it('stores a file given at creation, signed for 7 days, under a user folder of test_definitions', async () => {
    const user = world.otherUser;
    const test = await createTest(user.cookie, { title: 'Avec fichier', tags: ['a', 'b'] }, pdf('Manuel de passation.pdf'));
    expect(test.tags).toEqual(['a', 'b']);
    expect(test.attachments).toEqual({ filename: 'Manuel_de_passation.pdf' });
    expect(test.file).toMatchObject({ state: 'signed', fileName: 'Manuel_de_passation.pdf', mimeType: 'application/pdf', sizeBytes: samples.pdf.byteLength });
    const lifetime = Date.parse(test.file?.signedUrlExpiresAt ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000);
    expect(await storagePathOf(test.id)).toMatch(new RegExp(`^user_${user.id}/test_definitions/\\d{13}_Manuel_de_passation\\.pdf$`));
    const opened = await praxis.request(test.file?.signedUrl ?? '');
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(samples.pdf);
  });

  it('replaces the file: the new one is signed, the old one removed', async () => {
    const user = world.otherUser;
    const test = await createTest(user.cookie, { title: 'Remplacement' }, pdf('ancien.pdf'));
    const oldPath = await storagePathOf(test.id);
    expect(storedFiles()).toContain(oldPath);
    const res = await attach(user.cookie, test.id, { name: 'nouveau.docx', bytes: samples.docx });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ attachments: { filename: 'nouveau.docx' }, file: { state: 'signed', fileName: 'nouveau.docx' } });
    const newPath = await storagePathOf(test.id);
    expect(storedFiles()).toContain(newPath);
    expect(storedFiles()).not.toContain(oldPath);
    // A first file on a test created without one.
    const bare = await createTest(user.cookie, { title: 'Sans fichier' });
    const first = await attach(user.cookie, bare.id, { name: 'grille.png', bytes: samples.png });
    expect(first.body).toMatchObject({ file: { mimeType: 'image/png' } });
  });

  it("refuses a 51 MB file, a wrong type, a renamed executable or an empty file with 'Fichier invalide', storing nothing", async () => {
    const user = world.otherUser;
    const test = await createTest(user.cookie, { title: 'Fichiers refusés' });
    const before = storedFiles();
    const tooBig = new Uint8Array(TEST_FILE_MAX_BYTES + 1).fill(0x20);
    tooBig.set(samples.pdf);
    // The large ones once each (one through the size check, one through the body limit): they are slow.
    const big = await attach(user.cookie, test.id, { name: 'gros.pdf', bytes: tooBig });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: { message: testMessages.fileInvalid, fields: { file: testMessages.fileTooLarge } } });
    const huge = await request(praxis, 'POST', base, user.cookie, uploadForm({ title: 'Refusé' }, { name: 'enorme.pdf', bytes: new Uint8Array(51 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: { message: testMessages.fileInvalid, fields: { file: testMessages.fileTooLarge } } });
    const cases: [UploadFile | undefined, number, string][] = [
      [{ name: 'programme.exe', bytes: samples.exe }, 422, testMessages.fileBadType],
      [{ name: 'image.gif', bytes: samples.gif }, 422, testMessages.fileBadType],
      [{ name: 'facture.pdf', bytes: samples.exe }, 422, testMessages.fileContentMismatch],
      [{ name: 'photo.jpg', bytes: samples.png }, 422, testMessages.fileContentMismatch],
      [{ name: 'vide.pdf', bytes: new Uint8Array() }, 422, testMessages.fileEmpty],
    ];
    for (const [file, status, reason] of cases) {
      for (const res of [await attach(user.cookie, test.id, file), await request(praxis, 'POST', base, user.cookie, uploadForm({ title: 'Refusé' }, file))]) {
        expect(res.status, `${file?.name}: ${res.text}`).toBe(status);
        expect(res.body).toMatchObject({ error: { message: testMessages.fileInvalid, fields: { file: reason } } });
      }
    }
    const none = await attach(user.cookie, test.id);
    expect(none.body).toMatchObject({ error: { fields: { file: testMessages.fileRequired } } });
    expect(storedFiles()).toEqual(before);
    expect(await praxis.database.db.select({ id: testDefinitions.id }).from(testDefinitions).where(eq(testDefinitions.title, 'Refusé'))).toEqual([]);
  }, 120_000);

  it('takes a file of exactly 50 MB', async () => {
    const bytes = new Uint8Array(TEST_FILE_MAX_BYTES).fill(0x20);
    bytes.set(samples.pdf);
    const test = await createTest(world.otherUser.cookie, { title: 'Cinquante Mo' }, { name: 'cinquante.pdf', bytes });
    expect(test.file?.sizeBytes).toBe(TEST_FILE_MAX_BYTES);
  }, 60_000);

  it('removes the stored file when the insert fails, and the new file when the update fails (the old one stays)', async () => {
    await praxis.database.exec(`
      CREATE FUNCTION test_fail_test_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'Échec forcé' THEN RAISE EXCEPTION 'écriture refusée par le test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_test_write BEFORE INSERT OR UPDATE ON test_definitions
        FOR EACH ROW EXECUTE FUNCTION test_fail_test_write();
    `);
    try {
      const before = storedFiles();
      const res = await request(praxis, 'POST', base, world.otherUser.cookie, uploadForm({ title: 'Échec forcé' }, pdf('orphelin.pdf')));
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: { code: 'INTERNAL', message: testMessages.createFailed } });
      expect(storedFiles()).toEqual(before);

      const kept = await createTest(world.otherUser.cookie, { title: 'Garde son fichier' }, pdf('garde.pdf'));
      const keptPath = await storagePathOf(kept.id);
      await praxis.database.exec(`ALTER TABLE test_definitions DISABLE TRIGGER test_fail_test_write`);
      await praxis.database.db.update(testDefinitions).set({ title: 'Échec forcé' }).where(eq(testDefinitions.id, kept.id));
      await praxis.database.exec(`ALTER TABLE test_definitions ENABLE TRIGGER test_fail_test_write`);
      const filesWithKept = storedFiles();
      const failed = await attach(world.otherUser.cookie, kept.id, pdf('remplacant.pdf'));
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ error: { message: testMessages.updateFailed } });
      expect(storedFiles()).toEqual(filesWithKept);
      expect(await storagePathOf(kept.id)).toBe(keptPath);
    } finally {
      await praxis.database.exec('DROP TRIGGER test_fail_test_write ON test_definitions; DROP FUNCTION test_fail_test_write();');
    }
  });

  it('deletes a test with its stored file', async () => {
    const user = world.otherUser;
    const test = await createTest(user.cookie, { title: 'À supprimer' }, pdf('supprime.pdf'));
    const stored = await storagePathOf(test.id);
    expect((await request(praxis, 'DELETE', `${base}/${test.id}`, user.cookie)).status).toBe(204);
    expect(storedFiles()).not.toContain(stored);
    expect(await praxis.database.db.select({ id: testDefinitions.id }).from(testDefinitions).where(eq(testDefinitions.id, test.id))).toEqual([]);
    expect((await request(praxis, 'DELETE', `${base}/${test.id}`, user.cookie)).status).toBe(404);
    expect((await praxis.request(test.file?.signedUrl ?? '')).status).toBe(404);
  });
});

describe('tests in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s tests: read by the scope, changed by the owner only', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const marker = `Test secret ${mode} Ornithorynque`;
    const test = await createTest(owner.cookie, { title: marker }, pdf());
    await expectRowIsolation(praxis, world, {
      name: 'test',
      listPath: base,
      itemPath: `${base}/${test.id}`,
      marker,
      mode,
      patchBody: { description: 'modifiée' },
      checkDelete: false,
    });
    const { expectIsolation } = await import('../../test/isolation');
    const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
    const inOrg = mode === 'org';
    await expectIsolation(praxis, actors, { name: 'GET test', path: `${base}/${test.id}`, marker, colleagueStatus: inOrg ? 200 : 404, colleagueSees: inOrg });
    // The attachment is a change: owner only (multipart body, so checked here rather than by expectIsolation).
    for (const other of [world.otherUser, world.otherOrgMember, world.colleague]) {
      const res = await attach(other.cookie, test.id, pdf('intrus.pdf'));
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(marker);
    }
    expect((await attach('', test.id, pdf())).status).toBe(401);
    await expectIsolation(praxis, actors, { name: 'DELETE test', method: 'DELETE', path: `${base}/${test.id}`, marker, ownerStatus: 204 });
    expect((await list(owner.cookie)).items.map((t) => t.title)).not.toContain(marker);
  });

  it('reads shared rows for everyone signed in, nobody anonymous', async () => {
    const [shared] = (await list(world.owner.cookie, '?search=mabc')).items;
    for (const user of [world.owner, world.ownerOrg, world.colleague, world.otherUser, world.otherOrgMember]) {
      expect((await request(praxis, 'GET', `${base}/${shared?.id}`, user.cookie)).status).toBe(200);
    }
    for (const [method, path] of [['GET', base], ['GET', `${base}/${shared?.id}`], ['PATCH', `${base}/${shared?.id}`], ['DELETE', `${base}/${shared?.id}`]] as const) {
      const res = await request(praxis, method, path, undefined, method === 'PATCH' ? { title: 'x' } : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
