import { existsSync, mkdirSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages, type TKnowledgeItem, type TKnowledgeItemCreated } from '@praxis/shared/settings/schemas';
import { knowledgeItems } from '../../db/schema';
import { filesUnder, samples, uploadForm, type UploadFile } from '../../test/files';
import { createUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-exercices');
});
afterAll(async () => {
  await praxis.close();
});

const base = '/api/v1/knowledge-items';
const SHARED_COUNT = 10;
const md: UploadFile = { name: 'protocole.md', bytes: samples.md, type: 'text/markdown' };

async function createItem(cookie: string, fields: Record<string, string | string[]>, file: UploadFile = md) {
  const res = await request(praxis, 'POST', base, cookie, uploadForm(fields, file));
  expect(res.status, res.text).toBe(201);
  return res.body as TKnowledgeItemCreated;
}
const list = async (cookie: string, query = '') => (await request(praxis, 'GET', `${base}${query}`, cookie)).body as { items: TKnowledgeItem[]; total: number };
const storedFiles = () => filesUnder(praxis.env.filesDir).filter((f) => !path.basename(f).startsWith('.'));

describe('shared knowledge items (seed)', () => {
  it('shows the shared French items to everyone, read-only and without a stored file', async () => {
    for (const user of [world.owner, world.ownerOrg, world.otherUser, world.otherOrgMember]) {
      const { items, total } = await list(user.cookie);
      expect(total).toBe(SHARED_COUNT);
      expect(items.every((i) => i.isShared && i.file === null)).toBe(true);
    }
    const { items } = await list(world.owner.cookie);
    expect(items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Boucles et ponts : fluidité du geste graphique', 'Protocole de bilan psychomoteur', 'Balles sensorielles', 'Coordination bimanuelle : enfiler, visser, découper']),
    );
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['exercise', 'protocol', 'material', 'other']));
  });

  it('cannot be changed, deleted or signed by anyone', async () => {
    const shared = (await list(world.owner.cookie)).items[0];
    const id = shared?.id ?? '';
    expect((await request(praxis, 'PATCH', `${base}/${id}`, world.owner.cookie, { title: 'Piraté' })).status).toBe(404);
    expect((await request(praxis, 'DELETE', `${base}/${id}`, world.ownerOrg.cookie)).status).toBe(404);
    const sign = await request(praxis, 'POST', `${base}/${id}/signed-url`, world.owner.cookie);
    expect(sign.status).toBe(404);
    expect(sign.body).toMatchObject({ error: { message: fileMessages.nothingToDownload } });
    const [row] = await praxis.database.db.select({ title: knowledgeItems.title }).from(knowledgeItems).where(eq(knowledgeItems.id, id));
    expect(row?.title).toBe(shared?.title);
  });
});

describe('own knowledge items', () => {
  it('creates an item with its file under the spec path, signed for 24 hours', async () => {
    const before = Date.now();
    const item = await createItem(world.owner.cookie, {
      title: 'Mon protocole',
      kind: 'protocol',
      description: 'Déroulé',
      aiBrief: 'Résumer',
      tags: ['bilan', ' Bilan ', 'suivi'],
    });
    expect(item).toMatchObject({
      title: 'Mon protocole',
      kind: 'protocol',
      description: 'Déroulé',
      aiBrief: 'Résumer',
      tags: ['bilan', 'suivi'],
      isShared: false,
      renamedFrom: null,
      file: { fileName: 'protocole.md', mimeType: 'text/markdown; charset=utf-8', state: 'signed' },
    });
    expect(item.file?.signedUrl).toMatch(new RegExp(`^/api/files/user_${world.owner.id}/knowledge_items/${item.id}/\\d{13}_protocole\\.md\\?`));
    const expiresIn = Date.parse(item.file?.signedUrlExpiresAt ?? '') - before;
    expect(expiresIn).toBeGreaterThan(86_390_000);
    expect(expiresIn).toBeLessThanOrEqual(86_401_000);
    const served = await praxis.request(item.file?.signedUrl ?? '');
    expect(await served.text()).toBe(new TextDecoder().decode(samples.md));
    const { items, total } = await list(world.owner.cookie);
    expect(items[0]?.id).toBe(item.id);
    expect(total).toBe(SHARED_COUNT + 1);
  });

  it('defaults the kind to other and reports a normalised name', async () => {
    const item = await createItem(world.owner.cookie, { title: 'Fiche' }, { name: 'Fiche équilibre.PDF', bytes: samples.pdf });
    expect(item).toMatchObject({ kind: 'other', renamedFrom: 'Fiche équilibre.PDF', file: { fileName: 'Fiche_equilibre.pdf' } });
  });

  it.each([
    [{ title: 'Sans fichier' }, undefined, 422, 'file', fileMessages.required],
    [{ title: '' }, md, 422, 'title', 'Le titre est obligatoire'],
    [{ title: 'Type', kind: 'video' }, md, 422, 'kind', 'Type invalide'],
    [{ title: 'GIF' }, { name: 'anim.gif', bytes: samples.gif }, 422, 'file', fileMessages.badType],
    [{ title: 'Faux PDF' }, { name: 'virus.pdf', bytes: samples.exe }, 422, 'file', fileMessages.contentMismatch],
    [{ title: 'Vide' }, { name: 'vide.txt', bytes: new Uint8Array() }, 422, 'file', fileMessages.empty],
  ] as const)('refuses %j with the French message and stores nothing', async (fields, file, status, field, message) => {
    const before = storedFiles();
    const res = await request(praxis, 'POST', base, world.owner.cookie, uploadForm(fields, file));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: { fields: { [field]: message } } });
    expect(storedFiles()).toEqual(before);
  });

  it('edits its own item without touching what the patch leaves out', async () => {
    const item = await createItem(world.owner.cookie, { title: 'À modifier', kind: 'exercise', tags: ['a'] });
    const res = await request(praxis, 'PATCH', `${base}/${item.id}`, world.owner.cookie, { title: 'Modifié', description: 'Nouvelle' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ title: 'Modifié', description: 'Nouvelle', kind: 'exercise', tags: ['a'], file: { state: 'signed' } });
    const refused = await request(praxis, 'PATCH', `${base}/${item.id}`, world.owner.cookie, { title: '' });
    expect(refused.body).toMatchObject({ error: { fields: { title: 'Le titre est obligatoire' } } });
  });

  it('deletes for good and removes the file and its folder', async () => {
    const item = await createItem(world.owner.cookie, { title: 'À supprimer' });
    const folder = path.join(praxis.env.filesDir, `user_${world.owner.id}`, 'knowledge_items', item.id);
    expect(existsSync(folder)).toBe(true);
    expect((await request(praxis, 'DELETE', `${base}/${item.id}`, world.owner.cookie)).status).toBe(204);
    expect(await praxis.database.db.select({ id: knowledgeItems.id }).from(knowledgeItems).where(eq(knowledgeItems.id, item.id))).toEqual([]);
    expect(existsSync(folder)).toBe(false);
    expect((await praxis.request(item.file?.signedUrl ?? '')).status).toBe(404);
    expect((await request(praxis, 'DELETE', `${base}/${item.id}`, world.owner.cookie)).status).toBe(404);
  });

  it('deletes the item even when the file removal fails (only logged)', async () => {
    const item = await createItem(world.owner.cookie, { title: 'Fichier coincé' });
    const [row] = await praxis.database.db.select({ storagePath: knowledgeItems.storagePath }).from(knowledgeItems).where(eq(knowledgeItems.id, item.id));
    const file = path.join(praxis.env.filesDir, row?.storagePath ?? 'missing');
    // A folder in place of the file: unlink() then fails (EISDIR).
    unlinkSync(file);
    mkdirSync(file);
    try {
      expect((await request(praxis, 'DELETE', `${base}/${item.id}`, world.owner.cookie)).status).toBe(204);
      expect(await praxis.database.db.select({ id: knowledgeItems.id }).from(knowledgeItems).where(eq(knowledgeItems.id, item.id))).toEqual([]);
    } finally {
      rmSync(file, { recursive: true, force: true });
    }
  });

  it('refreshes the signed address of its own item', async () => {
    const item = await createItem(world.owner.cookie, { title: 'Adresse' });
    await praxis.database.db.update(knowledgeItems).set({ signedUrlExpiresAt: new Date(Date.now() - 1000) }).where(eq(knowledgeItems.id, item.id));
    expect((await list(world.owner.cookie)).items.find((i) => i.id === item.id)?.file?.state).toBe('expired');
    const res = await request(praxis, 'POST', `${base}/${item.id}/signed-url`, world.owner.cookie);
    expect(res.status).toBe(200);
    expect((res.body as TKnowledgeItem).file?.state).toBe('signed');
  });

  it('removes the stored file when the database insert fails', async () => {
    await praxis.database.exec(`
      CREATE FUNCTION test_fail_item_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'insertion refusée par le test'; END $$;
      CREATE TRIGGER test_fail_item_insert BEFORE INSERT ON knowledge_items
        FOR EACH ROW EXECUTE FUNCTION test_fail_item_insert();
    `);
    try {
      const before = filesUnder(praxis.env.filesDir);
      const res = await request(praxis, 'POST', base, world.owner.cookie, uploadForm({ title: 'Orphelin' }, md));
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: { message: 'Erreur lors de la création' } });
      expect(filesUnder(praxis.env.filesDir)).toEqual(before);
    } finally {
      await praxis.database.exec('DROP TRIGGER test_fail_item_insert ON knowledge_items; DROP FUNCTION test_fail_item_insert();');
    }
  });
});

describe('knowledge items: search and kind filter', () => {
  const titles = async (query: string) => (await list(world.otherUser.cookie, query)).items.map((i) => i.title);

  it('searches titles from 2 characters, ignoring case and accents', async () => {
    await createItem(world.otherUser.cookie, { title: 'Équilibre sur une jambe', kind: 'exercise' });
    expect(await titles('?search=EQUILIBRE')).toEqual(['Équilibre sur une jambe', "Coussin et planche d'équilibre", "Parcours d'équilibre statique et dynamique"]);
    expect(await titles('?search=e')).toHaveLength(SHARED_COUNT + 1);
    expect(await titles('?search=graphique')).toEqual(['Boucles et ponts : fluidité du geste graphique']);
  });

  it('filters by kind; all means no filter', async () => {
    expect(await titles('?kind=material')).toEqual(["Coussin et planche d'équilibre", 'Balles sensorielles']);
    expect(await titles('?kind=exercise&search=equilibre')).toEqual(['Équilibre sur une jambe', "Parcours d'équilibre statique et dynamique"]);
    expect(await titles('?kind=all')).toHaveLength(SHARED_COUNT + 1);
    expect((await request(praxis, 'GET', `${base}?kind=video`, world.otherUser.cookie)).status).toBe(422);
  });
});

describe('knowledge items: pages', () => {
  it('pages past 100 items with the total, so the 101st is reachable', async () => {
    const user = await createUser(praxis, { firstName: 'Paula', lastName: 'Pages' });
    // Newer than the shared items, so the user's own come first.
    const start = Date.now() + 86_400_000;
    await praxis.database.db.insert(knowledgeItems).values(
      Array.from({ length: 101 }, (_, i) => ({
        userId: user.id,
        title: `Exercice ${String(i + 1).padStart(3, '0')}`,
        kind: 'exercise',
        tags: [],
        createdAt: new Date(start + (200 - i) * 60_000),
      })),
    );
    const total = 101 + SHARED_COUNT;
    const first = await list(user.cookie);
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]?.title).toBe('Exercice 001');
    const second = await list(user.cookie, '?page=2');
    expect(second.total).toBe(total);
    expect(second.items).toHaveLength(total - 100);
    expect([...first.items, ...second.items].map((i) => i.title)).toContain('Exercice 101');
    const bad = await request(praxis, 'GET', `${base}?pageSize=201`, user.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { pageSize: 'Taille de page invalide' } } });
  });
});

describe('knowledge items in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s rows', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const marker = `Exercice secret ${mode} Narval`;
    const item = await createItem(owner.cookie, { title: marker });
    await expectRowIsolation(praxis, world, {
      name: 'knowledge item',
      listPath: base,
      itemPath: `${base}/${item.id}`,
      marker,
      mode,
      ownership: true,
      patchBody: { description: 'modifiée' },
      readPosts: [`${base}/${item.id}/signed-url`],
    });
  });
});
