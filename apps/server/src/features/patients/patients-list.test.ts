import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilanStatus } from '@praxis/shared/patients/rules';
import type { TPatientList } from '@praxis/shared/patients/schemas';
import type { Scope } from '../../lib/scope';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { createPatientThroughApi, insertAppointmentType, insertDocument, insertEvent, patientsBase } from './patients-test-support';

let praxis: TestPraxis;

beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

/** A practitioner of their own (private mode), so each block sees only its patients. */
async function practitioner(): Promise<{ user: TestUser; scope: Scope }> {
  const user = await createUser(praxis);
  return { user, scope: { userId: user.id, organizationId: null } };
}

async function list(cookie: string, query = ''): Promise<TPatientList> {
  const res = await request(praxis, 'GET', `${patientsBase}${query}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as TPatientList;
}
const names = (l: TPatientList) => l.items.map((p) => `${p.firstName} ${p.lastName}`);

describe('patient list: search, order, pages', () => {
  let cookie: string;
  beforeAll(async () => {
    const { user } = await practitioner();
    cookie = user.cookie;
    for (const [firstName, lastName] of [
      ['Éloïse', 'Lefèvre'],
      ['Marc', 'Dupont'],
      ['Zoé', 'de Gaulle'],
      ['Éric', 'Écuyer'],
      ['Anna', 'Dupont'],
      ['Hugo', 'Fabre'],
      ['Lina', '100%_Bio'],
    ]) {
      await createPatientThroughApi(praxis, cookie, { firstName, lastName });
    }
  });

  it('orders by last name then first name, accents and case folded', async () => {
    const all = await list(cookie);
    expect(names(all)).toEqual(['Lina 100%_Bio', 'Zoé de Gaulle', 'Anna Dupont', 'Marc Dupont', 'Éric Écuyer', 'Hugo Fabre', 'Éloïse Lefèvre']);
    expect(all).toMatchObject({ total: 7, page: 1, pageSize: 50 });
    expect(all.items[0]).toMatchObject({ dateOfBirth: '1985-06-15', civilite: 'Mme', gender: 'Féminin', consultationReason: null, lastAppointment: null, nextAppointment: null, bilanStatus: 'todo' });
  });

  it.each([
    ['eloise', ['Éloïse Lefèvre']],
    ['ELOÏSE', ['Éloïse Lefèvre']],
    ['lefe', ['Éloïse Lefèvre']],
    ['ecu', ['Éric Écuyer']],
    ['upo', ['Anna Dupont', 'Marc Dupont']],
    ['  gaul  ', ['Zoé de Gaulle']],
    ['ar', ['Marc Dupont']],
    ['AN', ['Anna Dupont']],
    ['ÉC', ['Éric Écuyer']],
    ['oi', ['Éloïse Lefèvre']],
    ['0%', ['Lina 100%_Bio']],
    ['%_', ['Lina 100%_Bio']],
    ['_b', ['Lina 100%_Bio']],
    ['xyz', []],
    ['Marc Dupont', ['Marc Dupont']],
    ['dupont marc', ['Marc Dupont']],
    ['  DUPONT   Marc ', ['Marc Dupont']],
    ['eloise lefevre', ['Éloïse Lefèvre']],
    ['Zoé de Gaulle', ['Zoé de Gaulle']],
    ['dup an', ['Anna Dupont']],
    ['Marc Fabre', []],
  ])('search %j matches first or last name, partially, without case or accents', async (search, expected) => {
    expect(names(await list(cookie, `?search=${encodeURIComponent(search)}`))).toEqual(expected);
  });

  it.each(['e', ' é ', '', '   '])('ignores a search shorter than 2 characters (%j)', async (search) => {
    expect((await list(cookie, `?search=${encodeURIComponent(search)}`)).total).toBe(7);
  });

  it('pages with the total of every page', async () => {
    const second = await list(cookie, '?page=2&pageSize=3');
    expect(names(second)).toEqual(['Marc Dupont', 'Éric Écuyer', 'Hugo Fabre']);
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    const beyond = await list(cookie, '?page=5&pageSize=3');
    expect(beyond).toMatchObject({ items: [], total: 7, page: 5 });
    const searched = await list(cookie, '?search=dupont&page=2&pageSize=1');
    expect(names(searched)).toEqual(['Marc Dupont']);
    expect(searched.total).toBe(2);
  });

  it.each([
    ['?bilanStatus=fini', 'bilanStatus', 'Filtre de bilan invalide'],
    ['?hasNextAppointment=peut-etre', 'hasNextAppointment', 'Filtre de rendez-vous invalide'],
    ['?page=0', 'page', 'Page invalide'],
    ['?page=abc', 'page', 'Page invalide'],
    ['?pageSize=0', 'pageSize', 'Taille de page invalide'],
    ['?pageSize=201', 'pageSize', 'Taille de page invalide'],
    [`?search=${'a'.repeat(201)}`, 'search', 'Recherche trop longue'],
  ])('refuses %s with the French message', async (query, field, message) => {
    const res = await request(praxis, 'GET', `${patientsBase}${query}`, cookie);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message, fields: { [field]: message } } });
  });
});

describe('patient list: appointments and bilan status', () => {
  type Facts = { past: boolean; future: boolean; doc: boolean };
  const combos: Facts[] = [false, true].flatMap((past) => [false, true].flatMap((future) => [false, true].map((doc) => ({ past, future, doc }))));
  const nameOf = (f: Facts) => `P${Number(f.past)}${Number(f.future)}${Number(f.doc)}`;
  let cookie: string;
  let scope: Scope;
  let ids: Record<string, string>;
  let timeline: { last: { endsAt: Date }; next: { startsAt: Date } };

  beforeAll(async () => {
    const me = await practitioner();
    cookie = me.user.cookie;
    scope = me.scope;
    const bilan = await insertAppointmentType(praxis, scope, 'BILAN psychomoteur');
    const suivi = await insertAppointmentType(praxis, scope, 'Séance de suivi');
    ids = {};
    let slot = 0;
    const nextSlot = () => (slot += 3);
    for (const facts of combos) {
      const patient = await createPatientThroughApi(praxis, cookie, { firstName: 'Combo', lastName: nameOf(facts) });
      ids[nameOf(facts)] = patient.id;
      if (facts.past) await insertEvent(praxis, scope, { patientId: patient.id, typeId: bilan, startHours: -1000 - nextSlot() });
      if (facts.future) await insertEvent(praxis, scope, { patientId: patient.id, typeId: bilan, startHours: 1000 + nextSlot() });
      if (facts.doc) await insertDocument(praxis, scope, patient.id, 'Compte-rendu_Bilan_2026.pdf');
      // Things that must not count: a non-bilan appointment, cancelled bilans, an inactive bilan document.
      await insertEvent(praxis, scope, { patientId: patient.id, typeId: suivi, startHours: -2000 - nextSlot() });
      await insertEvent(praxis, scope, { patientId: patient.id, typeId: bilan, startHours: -3000 - nextSlot(), status: 'cancelled' });
      await insertEvent(praxis, scope, { patientId: patient.id, typeId: bilan, startHours: 3000 + nextSlot(), status: 'cancelled' });
      await insertDocument(praxis, scope, patient.id, 'bilan-supprimé.pdf', false);
      await insertDocument(praxis, scope, patient.id, 'ordonnance.pdf');
    }
    // A patient with a precise timeline for last/next appointment.
    const timed = await createPatientThroughApi(praxis, cookie, { firstName: 'Temps', lastName: 'Zzz' });
    ids.timed = timed.id;
    await insertEvent(praxis, scope, { patientId: timed.id, typeId: suivi, startHours: -50 });
    const last = await insertEvent(praxis, scope, { patientId: timed.id, typeId: suivi, startHours: -26, hours: 2 });
    await insertEvent(praxis, scope, { patientId: timed.id, typeId: suivi, startHours: -10, status: 'cancelled' });
    // Under way: neither past nor future.
    await insertEvent(praxis, scope, { patientId: timed.id, typeId: suivi, startHours: -0.5 });
    await insertEvent(praxis, scope, { patientId: timed.id, typeId: suivi, startHours: 5, status: 'cancelled' });
    const next = await insertEvent(praxis, scope, { patientId: timed.id, typeId: suivi, startHours: 24 });
    await insertEvent(praxis, scope, { patientId: timed.id, typeId: suivi, startHours: 48 });
    timeline = { last, next };
  });

  it('computes every combination of the bilan facts as the shared rule does', async () => {
    const all = await list(cookie);
    for (const facts of combos) {
      const item = all.items.find((p) => p.id === ids[nameOf(facts)]);
      expect(item?.bilanStatus, nameOf(facts)).toBe(bilanStatus({ hasPastBilanAppointment: facts.past, hasFutureBilanAppointment: facts.future, hasBilanDocument: facts.doc }));
    }
    const statuses = Object.fromEntries(all.items.map((p) => [p.lastName, p.bilanStatus]));
    expect(statuses).toMatchObject({ P000: 'todo', P100: 'todo', P010: 'inprogress', P001: 'inprogress', P011: 'inprogress', P110: 'inprogress', P101: 'done', P111: 'done' });
  });

  it('gives the end of the latest past and the start of the earliest future appointment, cancelled ones ignored', async () => {
    const item = (await list(cookie, '?search=zzz')).items[0];
    expect(item?.lastAppointment).toBe(timeline.last.endsAt.toISOString());
    expect(item?.nextAppointment).toBe(timeline.next.startsAt.toISOString());
    const onlyCancelled = (await list(cookie, '?search=P000')).items[0];
    // P000 has a past 'suivi' appointment (counted) and only cancelled future ones (ignored).
    expect(onlyCancelled?.lastAppointment).not.toBeNull();
    expect(onlyCancelled?.nextAppointment).toBeNull();
  });

  it.each([
    ['todo', ['P000', 'P100', 'Zzz']],
    ['inprogress', ['P001', 'P010', 'P011', 'P110']],
    ['done', ['P101', 'P111']],
  ])('filters bilanStatus=%s in SQL with the right total', async (status, expected) => {
    const res = await list(cookie, `?bilanStatus=${status}`);
    expect(res.items.map((p) => p.lastName)).toEqual(expected);
    expect(res.total).toBe(expected.length);
    expect(res.items.every((p) => p.bilanStatus === status)).toBe(true);
  });

  it('filters on a next appointment (yes / no), combined with the bilan filter, search and pages', async () => {
    const yes = await list(cookie, '?hasNextAppointment=yes');
    expect(yes.items.map((p) => p.lastName)).toEqual(['P010', 'P011', 'P110', 'P111', 'Zzz']);
    expect(yes.items.every((p) => p.nextAppointment !== null)).toBe(true);
    const no = await list(cookie, '?hasNextAppointment=no');
    expect(no.items.map((p) => p.lastName)).toEqual(['P000', 'P001', 'P100', 'P101']);
    const both = await list(cookie, '?hasNextAppointment=yes&bilanStatus=inprogress&pageSize=2&page=2');
    expect(both.items.map((p) => p.lastName)).toEqual(['P110']);
    expect(both.total).toBe(3);
    const searched = await list(cookie, '?hasNextAppointment=yes&search=p11');
    expect(searched.items.map((p) => p.lastName)).toEqual(['P110', 'P111']);
    const beyond = await list(cookie, '?bilanStatus=done&page=3&pageSize=1');
    expect(beyond).toMatchObject({ items: [], total: 2 });
  });

  it('gives the same derived columns with and without a filter', async () => {
    const plain = await list(cookie);
    const filtered = await list(cookie, '?hasNextAppointment=yes');
    for (const item of filtered.items) expect(plain.items.find((p) => p.id === item.id)).toEqual(item);
  });
});
