import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { appointmentTypes } from '../../db/schema';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-types-seance');
});
afterAll(async () => {
  await praxis.close();
});

const base = '/api/v1/appointment-types';
const create = (cookie: string, body: Record<string, unknown>) => request(praxis, 'POST', base, cookie, body);
const list = async (cookie: string) => (await request(praxis, 'GET', base, cookie)).body as { items: TAppointmentType[]; total: number };

describe('appointment types (Types de séance)', () => {
  it('creates a type: tests text becomes a list, optional texts are trimmed and empty ones null', async () => {
    const res = await create(world.owner.cookie, {
      name: '  Bilan psychomoteur ',
      durationMinutes: 90,
      location: 'Cabinet',
      description: '   ',
      tests: 'M-ABC-2, BHK\n\n Figure de Rey ,',
      iaDescription: ' Rédiger au présent. ',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Bilan psychomoteur',
      durationMinutes: 90,
      location: 'Cabinet',
      description: null,
      tests: ['M-ABC-2', 'BHK', 'Figure de Rey'],
      iaDescription: 'Rédiger au présent.',
      isActive: true,
    });
    expect((res.body as TAppointmentType).createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists the active types of the scope, newest first, with the total', async () => {
    await create(world.owner.cookie, { name: 'Séance individuelle', durationMinutes: 45 });
    const { items, total } = await list(world.owner.cookie);
    expect(items.map((t) => t.name).slice(0, 2)).toEqual(['Séance individuelle', 'Bilan psychomoteur']);
    expect(total).toBe(items.length);
    expect(items.find((t) => t.name === 'Séance individuelle')?.tests).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Le nom est requis'],
    [{ name: 'x'.repeat(121) }, 'name', 'Le nom ne peut pas dépasser 120 caractères'],
    [{ durationMinutes: 0 }, 'durationMinutes', 'La durée doit être positive'],
    [{ durationMinutes: 481 }, 'durationMinutes', 'La durée ne peut pas dépasser 8 heures'],
  ])('refuses %j with 422 and the French message', async (patch, field, message) => {
    const res = await create(world.owner.cookie, { name: 'Séance', durationMinutes: 45, ...patch });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION', message, fields: { [field]: message } } });
  });

  it('updates a type, re-reading the tests text', async () => {
    const created = (await create(world.owner.cookie, { name: 'Groupe', durationMinutes: 60 })).body as TAppointmentType;
    const res = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { durationMinutes: 75, tests: 'NEPSY-II' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: 'Groupe', durationMinutes: 75, tests: ['NEPSY-II'] });
    const refused = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { durationMinutes: 500 });
    expect(refused.status).toBe(422);
  });

  it('deletes softly: gone from the list, kept in the database inactive, then 404', async () => {
    const created = (await create(world.owner.cookie, { name: 'Ancienne séance', durationMinutes: 30 })).body as TAppointmentType;
    const res = await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie);
    expect(res.status).toBe(204);
    expect((await list(world.owner.cookie)).items.map((t) => t.id)).not.toContain(created.id);
    const [row] = await praxis.database.db
      .select({ isActive: appointmentTypes.isActive })
      .from(appointmentTypes)
      .where(eq(appointmentTypes.id, created.id));
    expect(row).toEqual({ isActive: false });
    expect((await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie)).status).toBe(404);
    expect((await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { name: 'Retour' })).status).toBe(404);
  });

  it('answers 404 for a malformed id', async () => {
    expect((await request(praxis, 'PATCH', `${base}/pas-un-uuid`, world.owner.cookie, { name: 'x' })).status).toBe(404);
    expect((await request(praxis, 'DELETE', `${base}/pas-un-uuid`, world.owner.cookie)).status).toBe(404);
  });

  it('requires a session', async () => {
    expect((await request(praxis, 'GET', base, undefined)).status).toBe(401);
    expect((await create('', { name: 'x', durationMinutes: 5 })).status).toBe(401);
  });
});

describe('appointment types in the isolation matrix', () => {
  it('keeps a private type to its owner', async () => {
    const row = (await create(world.owner.cookie, { name: 'Type privé Zéphyr', durationMinutes: 40 })).body as TAppointmentType;
    await expectRowIsolation(praxis, world, {
      name: 'appointment type',
      listPath: base,
      itemPath: `${base}/${row.id}`,
      marker: 'Type privé Zéphyr',
      mode: 'private',
      ownership: true,
      patchBody: { durationMinutes: 50 },
    });
  });

  it('shares a cabinet type with colleagues, who cannot change it', async () => {
    const row = (await create(world.ownerOrg.cookie, { name: 'Type du cabinet Aubépine', durationMinutes: 40 })).body as TAppointmentType;
    await expectRowIsolation(praxis, world, {
      name: 'appointment type',
      listPath: base,
      itemPath: `${base}/${row.id}`,
      marker: 'Type du cabinet Aubépine',
      mode: 'org',
      ownership: true,
      patchBody: { durationMinutes: 50 },
    });
  });
});
