import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@praxis/shared/messages';
import type { TTrameType } from '@praxis/shared/settings/schemas';
import { trameTypes } from '../../db/schema';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-types-trame');
});
afterAll(async () => {
  await praxis.close();
});

const base = '/api/v1/trame-types';
const create = (cookie: string, body: Record<string, unknown>) => request(praxis, 'POST', base, cookie, body);
const labels = async (cookie: string) =>
  ((await request(praxis, 'GET', base, cookie)).body as { items: TTrameType[] }).items.map((t) => `${t.label}${t.isActive ? '' : ' (archivé)'}`);

describe('trame types (Types de trame)', () => {
  it('creates types (is_bilan defaults to false) carrying the organisation of the session', async () => {
    const bilan = await create(world.owner.cookie, { label: 'Bilan initial', description: 'Premier bilan', isBilan: true });
    expect(bilan.status, bilan.text).toBe(201);
    expect(bilan.body).toMatchObject({ label: 'Bilan initial', description: 'Premier bilan', isBilan: true, isActive: true });
    const plain = await create(world.owner.cookie, { label: 'compte rendu' });
    expect(plain.body).toMatchObject({ isBilan: false, description: null });

    const inCabinet = (await create(world.ownerOrg.cookie, { label: 'Trame du cabinet' })).body as TTrameType;
    const [row] = await praxis.database.db.select({ organizationId: trameTypes.organizationId }).from(trameTypes).where(eq(trameTypes.id, inCabinet.id));
    expect(row?.organizationId).toBe(world.cabinetId);
  });

  it.each([
    [{ label: '' }, 'label', 'Le nom est requis'],
    [{ label: 'x'.repeat(121) }, 'label', 'Le nom ne peut pas dépasser 120 caractères'],
    [{ description: 'x'.repeat(501) }, 'description', 'La description ne peut pas dépasser 500 caractères'],
  ])('refuses %j with the French message', async (patch, field, message) => {
    const res = await create(world.owner.cookie, { label: 'Type', ...patch });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message, fields: { [field]: message } } });
  });

  it('archives and reactivates without touching the other fields; archived types are listed after active ones', async () => {
    const created = (await create(world.owner.cookie, { label: 'Anamnèse', isBilan: true })).body as TTrameType;
    const archived = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { isActive: false });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body).toMatchObject({ isActive: false, isBilan: true, label: 'Anamnèse' });
    expect(await labels(world.owner.cookie)).toEqual(['Bilan initial', 'compte rendu', 'Anamnèse (archivé)']);
    const reactivated = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { isActive: true });
    expect(reactivated.body).toMatchObject({ isActive: true, isBilan: true });
    expect(await labels(world.owner.cookie)).toEqual(['Anamnèse', 'Bilan initial', 'compte rendu']);
  });

  it('edits fields; an empty patch changes nothing', async () => {
    const created = (await create(world.owner.cookie, { label: 'Suivi', description: 'Texte' })).body as TTrameType;
    const res = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { label: 'Suivi trimestriel', isBilan: true });
    expect(res.body).toMatchObject({ label: 'Suivi trimestriel', description: 'Texte', isBilan: true });
    const same = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, {});
    expect(same.body).toMatchObject({ label: 'Suivi trimestriel' });
    const refused = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { label: '' });
    expect(refused.body).toMatchObject({ error: { fields: { label: 'Le nom est requis' } } });
    expect(await labels(world.owner.cookie)).toContain('Suivi trimestriel');
    expect((await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie)).status).toBe(204);
  });

  it('deletes for good', async () => {
    const created = (await create(world.owner.cookie, { label: 'Jetable' })).body as TTrameType;
    expect((await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie)).status).toBe(204);
    const rows = await praxis.database.db.select({ id: trameTypes.id }).from(trameTypes).where(eq(trameTypes.id, created.id));
    expect(rows).toEqual([]);
    expect((await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { isActive: true })).status).toBe(404);
  });

  it('refuses to delete a type that trames use, in French (409), and keeps it', async () => {
    const created = (await create(world.owner.cookie, { label: 'Utilisé' })).body as TTrameType;
    const trame = await request(praxis, 'POST', '/api/v1/trames', world.owner.cookie, { name: 'Trame du type utilisé', trameTypeId: created.id });
    expect(trame.status, trame.text).toBe(201);
    const refused = await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'CONFLICT', message: messages.http.trameTypeInUse } });
    const rows = await praxis.database.db.select({ id: trameTypes.id }).from(trameTypes).where(eq(trameTypes.id, created.id));
    expect(rows).toHaveLength(1);
  });
});

describe('trame types in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s rows', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const marker = `Trame secrète ${mode} Ocelot`;
    const row = (await create(owner.cookie, { label: marker })).body as TTrameType;
    await expectRowIsolation(praxis, world, {
      name: 'trame type',
      listPath: base,
      itemPath: `${base}/${row.id}`,
      marker,
      mode,
      ownership: true,
      patchBody: { isActive: false },
    });
  });
});
