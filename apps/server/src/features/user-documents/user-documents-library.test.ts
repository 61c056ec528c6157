import { mkdirSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages, type TUserDocument } from '@praxis/shared/settings/schemas';
import { trames, trameTypes, userDocuments } from '../../db/schema';
import { uploadForm } from '../../test/files';
import { createUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';
import { base, pdf, userDocumentHelpers } from './user-documents.fixtures';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-documents');
});
afterAll(async () => {
  await praxis.close();
});

const { upload, createDocument, list, storedFiles } = userDocumentHelpers(() => praxis);

describe('user documents: list, edit, delete', () => {
  let trameId: string;
  let withTrame: TUserDocument;
  let plain: TUserDocument;

  beforeAll(async () => {
    const user = world.otherUser;
    const db = praxis.database.db;
    const [type] = await db.insert(trameTypes).values({ userId: user.id, label: 'Bilan psychomoteur', isBilan: true }).returning({ id: trameTypes.id });
    if (!type) throw new Error('no trame type');
    const [trame] = await db.insert(trames).values({ userId: user.id, name: 'Bilan enfant', trameTypeId: type.id }).returning({ id: trames.id });
    if (!trame) throw new Error('no trame');
    trameId = trame.id;
    withTrame = await createDocument(user.cookie, 'Été : bilan de Rémi', { trameId, tags: ['graphisme', 'bilan'] });
    plain = await createDocument(user.cookie, 'Fiche équilibre', { tags: ['équilibre'] });
  });

  const titles = async (query: string) => (await list(world.otherUser.cookie, query)).items.map((d) => d.title);

  it('lists newest first with the total', async () => {
    const all = await list(world.otherUser.cookie);
    expect(all.items.map((d) => d.id)).toEqual([plain.id, withTrame.id]);
    expect(all.total).toBe(2);
    const page = await list(world.otherUser.cookie, '?pageSize=1&page=2');
    expect(page.items.map((d) => d.id)).toEqual([withTrame.id]);
    expect(page.total).toBe(2);
  });

  it('searches titles from 2 characters, ignoring case and accents', async () => {
    expect(await titles('?search=ETE')).toEqual(['Été : bilan de Rémi']);
    expect(await titles('?search=remi')).toEqual(['Été : bilan de Rémi']);
    expect(await titles('?search=EQUIL')).toEqual(['Fiche équilibre']);
    expect(await titles('?search=e')).toHaveLength(2);
    expect(await titles('?search=%25')).toHaveLength(2);
    expect(await titles('?search=%25%25')).toEqual([]);
    expect(await titles('?search=zz')).toEqual([]);
  });

  it('filters by trame (a trame, or none) and by tag', async () => {
    expect(await titles(`?trameId=${trameId}`)).toEqual(['Été : bilan de Rémi']);
    expect(await titles('?trameId=none')).toEqual(['Fiche équilibre']);
    expect(await titles('?tag=graphisme')).toEqual(['Été : bilan de Rémi']);
    const bad = await request(praxis, 'GET', `${base}?trameId=autre`, world.otherUser.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { trameId: 'Trame invalide' } } });
  });

  it('edits the fields (nom follows the title) and keeps what the patch leaves out', async () => {
    const res = await request(praxis, 'PATCH', `${base}/${plain.id}`, world.otherUser.cookie, { title: 'Fiche équilibre v2', trameId: trameId });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ title: 'Fiche équilibre v2', trameId, tags: ['équilibre'], file: { state: 'signed' } });
    const [row] = await praxis.database.db.select({ nom: userDocuments.nom }).from(userDocuments).where(eq(userDocuments.id, plain.id));
    expect(row?.nom).toBe('Fiche équilibre v2');
    const refused = await request(praxis, 'PATCH', `${base}/${plain.id}`, world.otherUser.cookie, { title: ' ' });
    expect(refused.body).toMatchObject({ error: { fields: { title: 'Le titre est requis' } } });
    const multipart = await request(praxis, 'PATCH', `${base}/${plain.id}`, world.otherUser.cookie, uploadForm({ title: 'x' }, pdf()));
    expect(multipart.status).toBe(415);
  });

  it('deletes softly and removes the stored file; its address then answers 404', async () => {
    const doc = await createDocument(world.otherUser.cookie, 'À supprimer');
    const [before] = await praxis.database.db.select({ storagePath: userDocuments.storagePath }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    expect(storedFiles()).toContain(before?.storagePath);
    expect((await request(praxis, 'DELETE', `${base}/${doc.id}`, world.otherUser.cookie)).status).toBe(204);
    expect(storedFiles()).not.toContain(before?.storagePath);
    const [row] = await praxis.database.db.select({ isActive: userDocuments.isActive }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    expect(row?.isActive).toBe(false);
    const gone = await request(praxis, 'GET', doc.file?.signedUrl ?? '', undefined);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { message: fileMessages.fileNotFound } });
    expect((await request(praxis, 'DELETE', `${base}/${doc.id}`, world.otherUser.cookie)).status).toBe(404);
    expect((await request(praxis, 'POST', `${base}/${doc.id}/signed-url`, world.otherUser.cookie)).status).toBe(404);
  });

  it('deletes the document even when the file removal fails (only logged)', async () => {
    const doc = await createDocument(world.otherUser.cookie, 'Fichier coincé');
    const [row] = await praxis.database.db.select({ storagePath: userDocuments.storagePath }).from(userDocuments).where(eq(userDocuments.id, doc.id));
    const file = path.join(praxis.env.filesDir, row?.storagePath ?? 'missing');
    // A folder in place of the file: unlink() then fails (EISDIR).
    unlinkSync(file);
    mkdirSync(file);
    try {
      expect((await request(praxis, 'DELETE', `${base}/${doc.id}`, world.otherUser.cookie)).status).toBe(204);
      expect((await list(world.otherUser.cookie)).items.map((d) => d.id)).not.toContain(doc.id);
    } finally {
      rmSync(file, { recursive: true, force: true });
    }
  });
});

describe('user documents: the associated trame', () => {
  async function makeTrame(userId: string, name: string, organizationId: string | null = null, deletedAt: Date | null = null) {
    const db = praxis.database.db;
    const [type] = await db.insert(trameTypes).values({ userId, organizationId, label: `Type ${name}`, isBilan: false }).returning({ id: trameTypes.id });
    if (!type) throw new Error('no trame type');
    const [trame] = await db.insert(trames).values({ userId, organizationId, name, trameTypeId: type.id, deletedAt }).returning({ id: trames.id });
    if (!trame) throw new Error('no trame');
    return trame.id;
  }
  const trameRefused = { error: { code: 'VALIDATION', message: 'Trame introuvable', fields: { trameId: 'Trame introuvable' } } };

  it("links a trame of the scope, a colleague's trame of the cabinet included", async () => {
    const own = await makeTrame(world.owner.id, 'Trame privée');
    const doc = await createDocument(world.owner.cookie, 'Lié à ma trame', { trameId: own });
    expect(doc.trameId).toBe(own);
    const cabinetTrame = await makeTrame(world.colleague.id, 'Trame du cabinet', world.cabinetId);
    const shared = await createDocument(world.ownerOrg.cookie, 'Lié à la trame du cabinet', { trameId: cabinetTrame });
    expect(shared.trameId).toBe(cabinetTrame);
    expect((await list(world.ownerOrg.cookie, `?trameId=${cabinetTrame}`)).items.map((d) => d.id)).toEqual([shared.id]);
  });

  it("refuses a trame of another user, of another space or deleted, on creation and edit, storing nothing", async () => {
    const theirs = await makeTrame(world.otherUser.id, 'Trame d’un autre');
    const cabinetTrame = await makeTrame(world.owner.id, 'Trame du cabinet (hors du privé)', world.cabinetId);
    const deleted = await makeTrame(world.owner.id, 'Trame supprimée', null, new Date());
    const doc = await createDocument(world.owner.cookie, 'Document à relier');
    const filesBefore = storedFiles();
    for (const trameId of [theirs, cabinetTrame, deleted, crypto.randomUUID()]) {
      const created = await upload(world.owner.cookie, { title: 'Trame refusée', trameId }, pdf());
      expect(created.status, created.text).toBe(422);
      expect(created.body).toMatchObject(trameRefused);
      const patched = await request(praxis, 'PATCH', `${base}/${doc.id}`, world.owner.cookie, { trameId });
      expect(patched.status, patched.text).toBe(422);
      expect(patched.body).toMatchObject(trameRefused);
    }
    expect(storedFiles()).toEqual(filesBefore);
    const rows = await praxis.database.db.select({ id: userDocuments.id }).from(userDocuments).where(eq(userDocuments.title, 'Trame refusée'));
    expect(rows).toEqual([]);
    const unlinked = await request(praxis, 'PATCH', `${base}/${doc.id}`, world.owner.cookie, { trameId: null });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(unlinked.body).toMatchObject({ trameId: null });
  });
});

describe('user documents: pages', () => {
  it('pages past 100 documents with the total, so the 101st is reachable', async () => {
    const user = await createUser(praxis, { firstName: 'Paul', lastName: 'Pages' });
    const start = Date.UTC(2026, 0, 1);
    await praxis.database.db.insert(userDocuments).values(
      Array.from({ length: 101 }, (_, i) => ({
        userId: user.id,
        title: `Document ${String(i + 1).padStart(3, '0')}`,
        nom: `Document ${i + 1}`,
        tags: [],
        createdAt: new Date(start + (101 - i) * 60_000),
      })),
    );
    const first = await list(user.cookie);
    expect(first.total).toBe(101);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]?.title).toBe('Document 001');
    const second = await list(user.cookie, '?page=2');
    expect(second).toMatchObject({ total: 101 });
    expect(second.items.map((d) => d.title)).toEqual(['Document 101']);
    const past = await list(user.cookie, '?page=3');
    expect(past).toMatchObject({ items: [], total: 101 });
    const bad = await request(praxis, 'GET', `${base}?page=0`, user.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { page: 'Page invalide' } } });
  });
});

describe('user documents in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s rows', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const marker = `Document secret ${mode} Axolotl`;
    const doc = await createDocument(owner.cookie, marker);
    await expectRowIsolation(praxis, world, {
      name: 'user document',
      listPath: base,
      itemPath: `${base}/${doc.id}`,
      marker,
      mode,
      ownership: true,
      patchBody: { description: 'modifiée' },
      readPosts: [`${base}/${doc.id}/signed-url`],
    });
  });

  it('never lets a signed address of one document open another', async () => {
    const mine = await createDocument(world.owner.cookie, 'Adresse A', {}, pdf('a.pdf'));
    const theirs = await createDocument(world.otherUser.cookie, 'Adresse B', {}, pdf('b.pdf'));
    const [minePath, theirPath] = [mine.file?.signedUrl ?? '', theirs.file?.signedUrl ?? ''].map((u) => u.split('?'));
    const forged = await request(praxis, 'GET', `${theirPath?.[0]}?${minePath?.[1]}`, undefined);
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: { message: fileMessages.linkInvalid } });
  });
});
