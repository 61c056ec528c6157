import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPatientLookup } from '@praxis/shared/patients/lookup';
import { expectIsolation } from '../../../test/isolation';
import { createTenancyWorld, request, type TenancyWorld } from '../../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../../test/test-praxis';
import { createPatientThroughApi } from '../patients-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-recherche');
  for (const [firstName, lastName] of [
    ['Marie', 'Dupont'],
    ['Marc', 'Dupont'],
    ['Éloïse', 'Lefèvre'],
    ['Marie-Claire', 'Martin'],
    ['Jean', 'Marie'],
  ]) {
    await createPatientThroughApi(praxis, world.owner.cookie, { firstName, lastName });
  }
  for (let i = 0; i < 12; i++) {
    await createPatientThroughApi(praxis, world.owner.cookie, { firstName: `Léa${String(i).padStart(2, '0')}`, lastName: 'Série' });
  }
  await createPatientThroughApi(praxis, world.ownerOrg.cookie, { firstName: 'Cabinet', lastName: 'Zébulon' });
});
afterAll(async () => {
  await praxis.close();
});

async function lookup(q: string, cookie = world.owner.cookie): Promise<string[]> {
  const res = await request(praxis, 'GET', `/api/v1/patients/lookup?q=${encodeURIComponent(q)}`, cookie);
  expect(res.status, res.text).toBe(200);
  return (res.body as TPatientLookup).items.map((p) => `${p.firstName} ${p.lastName}`);
}

describe('patient lookup', () => {
  it.each([
    ['Marie Dupont', ['Marie Dupont']],
    ['dupont marie', ['Marie Dupont']],
    ['  DUPONT   Marie ', ['Marie Dupont']],
    ['mar dup', ['Marc Dupont', 'Marie Dupont']],
    ['eloise lefevre', ['Éloïse Lefèvre']],
    ['marie', ['Marie Dupont', 'Jean Marie', 'Marie-Claire Martin']],
    ['claire', ['Marie-Claire Martin']],
    ['Marie Durand', []],
    ['50%', []],
  ])('"%s" finds %j', async (q, expected) => {
    expect(await lookup(q)).toEqual(expected);
  });

  it('answers nothing below 2 characters', async () => {
    expect(await lookup('m')).toEqual([]);
    expect(await lookup(' ')).toEqual([]);
    expect(await lookup('')).toEqual([]);
  });

  it('gives at most 10 patients, by last then first name, with what the pickers show', async () => {
    const res = await request(praxis, 'GET', '/api/v1/patients/lookup?q=serie', world.owner.cookie);
    const { items } = res.body as TPatientLookup;
    expect(items).toHaveLength(10);
    expect(items.map((p) => p.firstName)).toEqual(Array.from({ length: 10 }, (_, i) => `Léa${String(i).padStart(2, '0')}`));
    expect(items[0]).toMatchObject({ civilite: 'Mme', gender: 'Féminin', dateOfBirth: '1985-06-15', isMajor: true, consultationReason: null });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['civilite', 'consultationReason', 'dateOfBirth', 'firstName', 'gender', 'id', 'isMajor', 'lastName']);
  });

  it('refuses a search of more than 200 characters in French', async () => {
    const res = await request(praxis, 'GET', `/api/v1/patients/lookup?q=${'a'.repeat(201)}`, world.owner.cookie);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { fields: { q: 'Recherche trop longue' } } });
  });

  it('follows the scope: private patients in private mode, the cabinet’s in the cabinet', async () => {
    expect(await lookup('zebulon')).toEqual([]);
    expect(await lookup('zebulon', world.ownerOrg.cookie)).toEqual(['Cabinet Zébulon']);
    expect(await lookup('zebulon', world.colleague.cookie)).toEqual(['Cabinet Zébulon']);
    expect(await lookup('dupont', world.colleague.cookie)).toEqual([]);
  });

  it('never shows a patient to another practitioner (isolation matrix)', async () => {
    await expectIsolation(praxis, world, { name: 'GET /patients/lookup', path: '/api/v1/patients/lookup?q=Lef%C3%A8vre', marker: 'Lefèvre', othersStatus: 200, colleagueStatus: 200 });
  });
});
