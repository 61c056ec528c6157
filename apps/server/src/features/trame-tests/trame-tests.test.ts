import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMessages, type TTestDefinition, type TTrameTest } from '@praxis/shared/testotheque/schemas';
import { trames, trameTests, trameTypes } from '../../db/schema';
import { uploadForm } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import type { TestUser } from '../../test/factories';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-trame-tests');
});
afterAll(async () => {
  await praxis.close();
});

/** A trame row of the user (the trames feature creates them through its own API). */
async function createTrame(user: TestUser, organizationId: string | null, name: string, isBilan = true) {
  const db = praxis.database.db;
  const [type] = await db
    .insert(trameTypes)
    .values({ userId: user.id, organizationId, label: isBilan ? `Bilan ${name}` : `Compte rendu ${name}`, isBilan })
    .returning({ id: trameTypes.id });
  if (!type) throw new Error('no trame type');
  const [trame] = await db.insert(trames).values({ userId: user.id, organizationId, name, trameTypeId: type.id }).returning({ id: trames.id });
  if (!trame) throw new Error('no trame');
  return trame.id;
}
const sharedTest = async (cookie: string, search: string) => {
  const res = await request(praxis, 'GET', `/api/v1/tests?search=${encodeURIComponent(search)}`, cookie);
  const [test] = (res.body as { items: TTestDefinition[] }).items;
  if (!test) throw new Error(`no test ${search}`);
  return test;
};
async function ownTest(cookie: string, title: string) {
  const res = await request(praxis, 'POST', '/api/v1/tests', cookie, uploadForm({ title }));
  expect(res.status, res.text).toBe(201);
  return res.body as TTestDefinition;
}
const path = (trameId: string) => `/api/v1/trames/${trameId}/tests`;
const listOf = async (cookie: string, trameId: string) => {
  const res = await request(praxis, 'GET', path(trameId), cookie);
  expect(res.status, res.text).toBe(200);
  return (res.body as { items: TTrameTest[] }).items;
};

describe('tests of a bilan trame', () => {
  it('assigns shared and own tests, lists them in order, shows the trame on the test, unassigns', async () => {
    const user = world.otherUser;
    const trameId = await createTrame(user, null, 'Bilan psychomoteur enfant');
    expect(await listOf(user.cookie, trameId)).toEqual([]);
    const mabc = await sharedTest(user.cookie, 'mabc');
    const mine = await ownTest(user.cookie, 'Observation libre maison');

    const first = await request(praxis, 'POST', path(trameId), user.cookie, { testDefinitionId: mabc.id });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ trameId, test: { id: mabc.id, code: 'M-ABC-2', isShared: true } });
    expect((await request(praxis, 'POST', path(trameId), user.cookie, { testDefinitionId: mine.id })).status).toBe(201);
    expect((await listOf(user.cookie, trameId)).map((a) => a.test.id)).toEqual([mabc.id, mine.id]);

    const seen = await request(praxis, 'GET', `/api/v1/tests/${mabc.id}`, user.cookie);
    expect(seen.body).toMatchObject({ trames: [{ id: trameId, name: 'Bilan psychomoteur enfant' }] });
    // Another practitioner's view of the shared test names none of this user's trames.
    const theirs = await request(praxis, 'GET', `/api/v1/tests/${mabc.id}`, world.owner.cookie);
    expect(theirs.body).toMatchObject({ trames: [] });

    const again = await request(praxis, 'POST', path(trameId), user.cookie, { testDefinitionId: mabc.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: testMessages.alreadyAssigned } });

    expect((await request(praxis, 'DELETE', `${path(trameId)}/${mabc.id}`, user.cookie)).status).toBe(204);
    expect((await listOf(user.cookie, trameId)).map((a) => a.test.id)).toEqual([mine.id]);
    const twice = await request(praxis, 'DELETE', `${path(trameId)}/${mabc.id}`, user.cookie);
    expect(twice.status).toBe(404);
    expect(twice.body).toMatchObject({ error: { message: testMessages.notAssigned } });
    // The test itself is untouched; deleting an own test removes its assignments.
    expect((await request(praxis, 'GET', `/api/v1/tests/${mabc.id}`, user.cookie)).status).toBe(200);
    expect((await request(praxis, 'DELETE', `/api/v1/tests/${mine.id}`, user.cookie)).status).toBe(204);
    expect(await listOf(user.cookie, trameId)).toEqual([]);
  });

  it("asks for a test: 'Veuillez sélectionner un test'", async () => {
    const user = world.otherUser;
    const trameId = await createTrame(user, null, 'Bilan sans choix');
    for (const body of [{}, { testDefinitionId: '' }, { testDefinitionId: null }, { testDefinitionId: 'pas-un-id' }]) {
      const res = await request(praxis, 'POST', path(trameId), user.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ error: { message: testMessages.selectTest, fields: { testDefinitionId: testMessages.selectTest } } });
    }
    const unknown = await request(praxis, 'POST', path(trameId), user.cookie, { testDefinitionId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: testMessages.notFound } });
  });

  it('takes tests only on bilan trames, and only live trames', async () => {
    const user = world.otherUser;
    const report = await createTrame(user, null, 'Compte rendu de séance', false);
    const mabc = await sharedTest(user.cookie, 'mabc');
    for (const [method, url, body] of [
      ['GET', path(report), undefined],
      ['POST', path(report), { testDefinitionId: mabc.id }],
      ['DELETE', `${path(report)}/${mabc.id}`, undefined],
    ] as const) {
      const res = await request(praxis, method, url, user.cookie, body);
      expect(res.status, `${method} ${url}`).toBe(409);
      expect(res.body).toMatchObject({ error: { message: testMessages.trameNotBilan } });
    }
    const deleted = await createTrame(user, null, 'Bilan supprimé');
    await praxis.database.db.update(trames).set({ deletedAt: new Date() }).where(eq(trames.id, deleted));
    const gone = await request(praxis, 'GET', path(deleted), user.cookie);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { message: testMessages.trameNotFound } });
    expect((await request(praxis, 'GET', path(crypto.randomUUID()), user.cookie)).status).toBe(404);
    expect((await request(praxis, 'GET', path('pas-un-id'), user.cookie)).status).toBe(404);
  });

  it("never assigns another scope's test, nor an inactive shared one", async () => {
    const user = world.otherUser;
    const trameId = await createTrame(user, null, 'Bilan prudent');
    const foreign = await ownTest(world.owner.cookie, 'Test du cabinet voisin');
    const res = await request(praxis, 'POST', path(trameId), user.cookie, { testDefinitionId: foreign.id });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('cabinet voisin');
    expect(await praxis.database.db.select({ id: trameTests.id }).from(trameTests).where(eq(trameTests.testDefinitionId, foreign.id))).toEqual([]);
  });
});

describe('trame tests in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s trame: the owner only reads and changes its tests', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const trameId = await createTrame(owner, mode === 'org' ? world.cabinetId : null, `Bilan ${mode}`);
    const marker = `Épreuve secrète ${mode} Tamanoir`;
    const test = await ownTest(owner.cookie, marker);
    expect((await request(praxis, 'POST', path(trameId), owner.cookie, { testDefinitionId: test.id })).status).toBe(201);
    // Trames are the owner's (spec 3 §6): a colleague of the cabinet gets 404 too.
    const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
    await expectIsolation(praxis, actors, { name: 'GET trame tests', path: path(trameId), marker });
    const shared = await sharedTest(owner.cookie, 'BHK Ado');
    await expectIsolation(praxis, actors, { name: 'POST trame test', method: 'POST', path: path(trameId), body: { testDefinitionId: shared.id }, marker, ownerStatus: 201 });
    await expectIsolation(praxis, actors, { name: 'DELETE trame test', method: 'DELETE', path: `${path(trameId)}/${test.id}`, marker, ownerStatus: 204 });
    expect((await listOf(owner.cookie, trameId)).map((a) => a.test.id)).toEqual([shared.id]);
    // The owner's other mode does not reach the trame either.
    const other = mode === 'private' ? world.ownerOrg : world.owner;
    expect((await request(praxis, 'GET', path(trameId), other.cookie)).status).toBe(404);
  });
});
