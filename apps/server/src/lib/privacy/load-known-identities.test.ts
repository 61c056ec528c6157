import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientRepresentatives, patients } from '../../db/schema';
import { createTenancyWorld, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import type { Scope } from '../scope';
import { loadKnownIdentities } from './load-known-identities';
import { pseudonymise } from './pseudonymise';

let praxis: TestPraxis;
let world: TenancyWorld;
const ids: Record<string, string> = {};

async function insertPatient(
  scope: Scope,
  firstName: string,
  lastName: string,
  extra: Partial<typeof patients.$inferInsert> = {},
) {
  const [row] = await praxis.database.db
    .insert(patients)
    .values({ ...scope, firstName, lastName, dateOfBirth: '2015-03-12', ...extra })
    .returning({ id: patients.id });
  if (!row) throw new Error('no patient');
  ids[firstName] = row.id;
  return row.id;
}

async function insertRepresentative(
  scope: Scope,
  patientId: string,
  firstName: string,
  lastName: string,
) {
  await praxis.database.db
    .insert(patientRepresentatives)
    .values({ ...scope, patientId, firstName, lastName, relation: 'Mère', phone: '0611223344' });
}

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-privacy');
  const own: Scope = { userId: world.owner.id, organizationId: null };
  const cabinet: Scope = { userId: world.owner.id, organizationId: world.cabinetId };
  const colleagueInCabinet: Scope = { userId: world.colleague.id, organizationId: world.cabinetId };
  const other: Scope = { userId: world.otherUser.id, organizationId: null };
  const privateId = await insertPatient(own, 'Léo', 'Martin', {
    email: 'leo@exemple.fr',
    phoneNumber: '0612345678',
    city: 'Grenoble',
    postalCode: '38000',
    socialSecurityNumber: '185057800608491',
    prescriber: 'Dr Anne Leroy, pédiatre',
    notes: 'ne doit jamais être lu',
  });
  await insertRepresentative(own, privateId, 'Sophie', 'Martin');
  const cabinetId = await insertPatient(cabinet, 'Inès', 'Benali');
  await insertRepresentative(cabinet, cabinetId, 'Karima', 'Benali');
  await insertPatient(colleagueInCabinet, 'Noah', 'Lefèvre');
  await insertPatient(other, 'Zoé', 'Secret');
});
afterAll(async () => {
  await praxis.close();
});

const names = (list: { firstName: string; lastName: string }[]) =>
  list.map((p) => `${p.firstName} ${p.lastName}`.trim()).sort();

describe('loadKnownIdentities', () => {
  it('private mode: only the own rows without an organisation, with what identifies them', async () => {
    const identities = await loadKnownIdentities(praxis.database.db, {
      userId: world.owner.id,
      organizationId: null,
    });
    expect(names(identities)).toEqual(['Anne Leroy', 'Léo Martin', 'Sophie Martin']);
    expect(identities.find((i) => i.firstName === 'Léo')).toEqual({
      firstName: 'Léo',
      lastName: 'Martin',
      role: 'patient',
      birthDate: '2015-03-12',
      email: 'leo@exemple.fr',
      phone: '0612345678',
      nir: '185057800608491',
      address: { number: null, street: null, postalCode: '38000', city: 'Grenoble' },
    });
  });

  it("an organisation member loads the organisation's patients and representatives, whoever created them", async () => {
    const identities = await loadKnownIdentities(praxis.database.db, {
      userId: world.colleague.id,
      organizationId: world.cabinetId,
    });
    expect(names(identities)).toEqual(['Inès Benali', 'Karima Benali', 'Noah Lefèvre']);
  });

  it("never loads another user's or another organisation's patients", async () => {
    const other = await loadKnownIdentities(praxis.database.db, {
      userId: world.otherUser.id,
      organizationId: null,
    });
    expect(names(other)).toEqual(['Zoé Secret']);
    const otherOrg = await loadKnownIdentities(praxis.database.db, {
      userId: world.otherOrgMember.id,
      organizationId: null,
    });
    expect(otherOrg).toEqual([]);
  });

  it('puts the selected patient and their representatives first, or loads only them', async () => {
    const scope = { userId: world.owner.id, organizationId: world.cabinetId };
    const first = await loadKnownIdentities(praxis.database.db, scope, { patientId: ids['Noah'] });
    expect(first.map((i) => i.firstName).slice(0, 1)).toEqual(['Noah']);
    const only = await loadKnownIdentities(praxis.database.db, scope, {
      patientId: ids['Inès'],
      onlyThisPatient: true,
    });
    expect(names(only)).toEqual(['Inès Benali', 'Karima Benali']);
    expect(only[0]?.firstName).toBe('Inès');
  });

  it('answers NOT_FOUND for a selected patient outside the scope', async () => {
    const scope = { userId: world.otherUser.id, organizationId: null };
    await expect(
      loadKnownIdentities(praxis.database.db, scope, { patientId: ids['Léo'] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('feeds pseudonymise: the loaded names, prescriber and city are replaced', async () => {
    const identities = await loadKnownIdentities(praxis.database.db, {
      userId: world.owner.id,
      organizationId: null,
    });
    const { text } = pseudonymise(
      'Léo Martin, suivi à la demande de Leroy, vit à Grenoble avec Sophie.',
      { identities, mode: 'store' },
    );
    expect(text).toBe('[PRÉNOM] [NOM], suivi à la demande de [NOM], vit à [VILLE] avec [PRÉNOM].');
  });
});
