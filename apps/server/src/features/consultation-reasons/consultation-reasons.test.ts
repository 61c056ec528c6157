import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TConsultationReason } from '@praxis/shared/settings/schemas';
import { consultationReasons } from '../../db/schema';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-motifs');
});
afterAll(async () => {
  await praxis.close();
});

const base = '/api/v1/consultation-reasons';
const create = (cookie: string, body: Record<string, unknown>) => request(praxis, 'POST', base, cookie, body);

describe('consultation reasons (Motifs de consultation)', () => {
  it('creates a reason (empty description → null) and lists active ones newest first', async () => {
    const first = await create(world.owner.cookie, { label: 'Troubles du graphisme', description: 'Écriture lente et douloureuse' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ label: 'Troubles du graphisme', description: 'Écriture lente et douloureuse', isActive: true });
    const second = await create(world.owner.cookie, { label: '  Agitation  ', description: '  ' });
    expect(second.body).toMatchObject({ label: 'Agitation', description: null });
    const res = await request(praxis, 'GET', base, world.owner.cookie);
    const body = res.body as { items: TConsultationReason[]; total: number };
    expect(body.items.map((r) => r.label)).toEqual(['Agitation', 'Troubles du graphisme']);
    expect(body.total).toBe(2);
  });

  it.each([
    [{ label: '' }, 'label', 'Le libellé est requis'],
    [{ label: undefined }, 'label', 'Le libellé est requis'],
    [{ label: 'x'.repeat(121) }, 'label', 'Le libellé ne peut pas dépasser 120 caractères'],
    [{ description: 'x'.repeat(501) }, 'description', 'La description ne peut pas dépasser 500 caractères'],
  ])('refuses %j with the French message', async (patch, field, message) => {
    const res = await create(world.owner.cookie, { label: 'Motif', ...patch });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message, fields: { [field]: message } } });
  });

  it('edits the label and description (Modifier le motif)', async () => {
    const created = (await create(world.owner.cookie, { label: 'Retard', description: 'Motif initial' })).body as TConsultationReason;
    const res = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { label: 'Retard psychomoteur', description: '' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, label: 'Retard psychomoteur', description: null });
    const refused = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, { label: '' });
    expect(refused.body).toMatchObject({ error: { fields: { label: 'Le libellé est requis' } } });
  });

  it('deletes softly and answers 404 afterwards', async () => {
    const created = (await create(world.owner.cookie, { label: 'Obsolète' })).body as TConsultationReason;
    expect((await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie)).status).toBe(204);
    const [row] = await praxis.database.db.select({ isActive: consultationReasons.isActive }).from(consultationReasons).where(eq(consultationReasons.id, created.id));
    expect(row).toEqual({ isActive: false });
    expect((await request(praxis, 'GET', base, world.owner.cookie)).text).not.toContain('Obsolète');
    expect((await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie)).status).toBe(404);
  });
});

describe('consultation reasons in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s rows', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const marker = `Motif secret ${mode} Quetzal`;
    const row = (await create(owner.cookie, { label: marker })).body as TConsultationReason;
    await expectRowIsolation(praxis, world, {
      name: 'consultation reason',
      listPath: base,
      itemPath: `${base}/${row.id}`,
      marker,
      mode,
      ownership: true,
      patchBody: { label: marker, description: 'modifiée' },
    });
  });
});
