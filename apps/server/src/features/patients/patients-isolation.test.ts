import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGoal, TInstruction, TParcoursState, TPatient, TRepresentative } from '@praxis/shared/patients/schemas';
import { expectIsolation, type IsolationCase } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { adultIdentity, createPatientThroughApi, insertAppointmentType, insertEvent, patientsBase } from './patients-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-patients');
});
afterAll(async () => {
  await praxis.close();
});

const rep = (firstName: string) => ({ firstName, lastName: 'Tuteur', relation: 'guardian', email: 'tuteur@exemple.fr', phone: '0611223344' });
const goal = (title: string) => ({ title, description: 'Description' });

describe('patient area in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s patient and every sub-resource', async (mode) => {
    const inOrg = mode === 'org';
    const owner = inOrg ? world.ownerOrg : world.owner;
    const scope = { userId: owner.id, organizationId: inOrg ? world.cabinetId : null };
    const marker = `Quetzal${mode}`;
    const patient: TPatient = await createPatientThroughApi(praxis, owner.cookie, { firstName: 'Secret', lastName: marker });
    const base = `${patientsBase}/${patient.id}`;
    const ownerPost = async <T>(path: string, body: unknown) => (await request(praxis, 'POST', `${base}/${path}`, owner.cookie, body)).body as T;
    const representative = await ownerPost<TRepresentative>('representatives', rep(`Rep${marker}`));
    const goalRow = await ownerPost<TGoal>('goals', goal(`But${marker}`));
    const instruction = await ownerPost<TInstruction>('instructions', { title: 'Consigne', content: `Texte${marker}` });
    const parcours = (await request(praxis, 'GET', `${base}/parcours`, owner.cookie)).body as TParcoursState;
    const type = await insertAppointmentType(praxis, scope, 'Bilan');
    const event = await insertEvent(praxis, scope, { patientId: patient.id, typeId: type, startHours: inOrg ? 300 : 200 });

    const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
    // Collaborative rows: a colleague of the cabinet reads and works on the patient file; only
    // the representatives' and goals' changes stay with their owner (spec 1 §6).
    const shared = { colleagueStatus: inOrg ? 200 : 404, colleagueSees: inOrg };
    const sharedCreate = { ownerStatus: 201, colleagueStatus: inOrg ? 201 : 404 };
    const ownerOnly = { colleagueStatus: 404 };
    const cases: (Omit<IsolationCase, 'marker'> & { marker?: string })[] = [
      { name: 'GET patients', path: patientsBase, othersStatus: 200, colleagueStatus: 200, colleagueSees: inOrg },
      { name: `GET patients?search`, path: `${patientsBase}?search=${marker}`, othersStatus: 200, colleagueStatus: 200, colleagueSees: inOrg },
      { name: 'GET patients?bilanStatus', path: `${patientsBase}?bilanStatus=inprogress`, othersStatus: 200, colleagueStatus: 200, colleagueSees: inOrg },
      { name: 'GET patient', path: base, ...shared },
      // The 'Journal d'accès' (issue 16 §1) names the patient on each row.
      { name: 'GET patient audit', path: `${base}/audit`, ...shared },
      { name: 'PATCH patient', method: 'PATCH', path: base, body: { notes: 'Note modifiée' }, ...shared },
      { name: 'GET representatives', path: `${base}/representatives`, marker: `Rep${marker}`, ...shared },
      { name: 'POST representative', method: 'POST', path: `${base}/representatives`, body: rep('Ajouté'), ...sharedCreate },
      { name: 'PATCH representative', method: 'PATCH', path: `${base}/representatives/${representative.id}`, body: rep(`Rep${marker}`), ...ownerOnly },
      { name: 'GET parcours', path: `${base}/parcours`, marker: parcours.current?.id ?? 'none', ...shared },
      { name: 'PUT parcours', method: 'PUT', path: `${base}/parcours`, body: { parcours: 'suivi' }, marker: parcours.current?.id ?? 'none', ...shared },
      { name: 'GET goals', path: `${base}/goals`, marker: `But${marker}`, ...shared },
      { name: 'POST goal', method: 'POST', path: `${base}/goals`, body: goal('Nouveau'), ...sharedCreate },
      { name: 'PATCH goal', method: 'PATCH', path: `${base}/goals/${goalRow.id}`, body: { progressPercentage: 30 }, ...ownerOnly },
      { name: 'GET instructions', path: `${base}/instructions`, marker: `Texte${marker}`, ...shared },
      { name: 'POST instruction', method: 'POST', path: `${base}/instructions`, body: { title: 'Autre', content: 'Autre texte' }, ...sharedCreate },
      { name: 'PATCH instruction', method: 'PATCH', path: `${base}/instructions/${instruction.id}`, body: { title: 'Consigne', content: `Texte${marker}` }, ...shared },
      { name: 'GET appointments', path: `${base}/appointments`, marker: event.id, ...shared },
      { name: 'DELETE goal', method: 'DELETE', path: `${base}/goals/${goalRow.id}`, ownerStatus: 204, ...ownerOnly },
      { name: 'DELETE representative', method: 'DELETE', path: `${base}/representatives/${representative.id}`, ownerStatus: 204, ...ownerOnly },
    ];
    for (const c of cases) await expectIsolation(praxis, actors, { marker, ...c });

    // Instructions: a colleague may delete a cabinet patient's instruction, outsiders never.
    const second = await ownerPost<TInstruction>('instructions', { title: 'Seconde', content: 'Seconde consigne' });
    for (const cookie of [world.otherUser.cookie, world.otherOrgMember.cookie, undefined, ...(inOrg ? [] : [world.colleague.cookie])]) {
      expect((await request(praxis, 'DELETE', `${base}/instructions/${second.id}`, cookie)).status).toBe(cookie ? 404 : 401);
    }
    const deleter = inOrg ? world.colleague : owner;
    expect((await request(praxis, 'DELETE', `${base}/instructions/${second.id}`, deleter.cookie)).status).toBe(204);

    // The owner's other mode never sees this patient.
    const otherMode = inOrg ? world.owner : world.ownerOrg;
    expect((await request(praxis, 'GET', patientsBase, otherMode.cookie)).text).not.toContain(marker);
    expect((await request(praxis, 'GET', base, otherMode.cookie)).status).toBe(404);
  });

  it('never reaches another patient’s rows through one’s own patient', async () => {
    const theirs = await createPatientThroughApi(praxis, world.otherUser.cookie, { firstName: 'Autre', lastName: 'Patient' });
    const mine = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Mon', lastName: 'Patient' });
    const myGoal = (await request(praxis, 'POST', `${patientsBase}/${mine.id}/goals`, world.owner.cookie, goal('Mien'))).body as TGoal;
    const myRep = (await request(praxis, 'POST', `${patientsBase}/${mine.id}/representatives`, world.owner.cookie, rep('Mien'))).body as TRepresentative;
    const other = `${patientsBase}/${theirs.id}`;
    for (const [method, path, body] of [
      ['PATCH', `${other}/goals/${myGoal.id}`, { title: 'Volé' }],
      ['DELETE', `${other}/goals/${myGoal.id}`, undefined],
      ['PATCH', `${other}/representatives/${myRep.id}`, rep('Volé')],
      ['DELETE', `${other}/representatives/${myRep.id}`, undefined],
    ] as const) {
      expect((await request(praxis, method, path, world.otherUser.cookie, body)).status, `${method} ${path}`).toBe(404);
    }
  });

  it('treats an id of another tenant as unknown: same answer as a new id, the other row untouched (issue 16 §6)', async () => {
    const theirs = await createPatientThroughApi(praxis, world.ownerOrg.cookie, { firstName: 'Cabinet', lastName: 'Lilas' });
    const theirRep = (await request(praxis, 'POST', `${patientsBase}/${theirs.id}/representatives`, world.ownerOrg.cookie, rep('Original'))).body as TRepresentative;
    const mine = await createPatientThroughApi(praxis, world.otherOrgMember.cookie, { firstName: 'Autre', lastName: 'Cabinet' });
    const post = (path: string, body: unknown) => request(praxis, 'POST', path, world.otherOrgMember.cookie, body);
    const taken = await post(`${patientsBase}/${mine.id}/representatives`, { ...rep('Intrus'), id: theirRep.id });
    const fresh = await post(`${patientsBase}/${mine.id}/representatives`, { ...rep('Intrus'), id: crypto.randomUUID() });
    const withPatient = await post(patientsBase, {
      patient: { firstName: 'Nouveau', lastName: 'Patient', ...adultIdentity },
      representatives: [{ ...rep('Intrus'), id: theirRep.id }],
    });
    // Both answers alike: 201 and an id of the server's, whatever id was sent.
    for (const res of [taken, fresh, withPatient]) expect(res.status, res.text).toBe(201);
    expect(taken.body).toMatchObject({ firstName: 'Intrus', isPrimary: true });
    expect(fresh.body).toMatchObject({ firstName: 'Intrus', isPrimary: false });
    expect((taken.body as TRepresentative).id).not.toBe(theirRep.id);
    const created = (await request(praxis, 'GET', `${patientsBase}/${(withPatient.body as TPatient).id}/representatives`, world.otherOrgMember.cookie)).body as { items: TRepresentative[] };
    expect(created.items.map((r) => r.id === theirRep.id)).toEqual([false]);
    const after = (await request(praxis, 'GET', `${patientsBase}/${theirs.id}/representatives`, world.ownerOrg.cookie)).body as { items: TRepresentative[] };
    expect(after.items).toEqual([theirRep]);
  });

  it('refuses anonymous creation', async () => {
    const res = await request(praxis, 'POST', patientsBase, undefined, { patient: { firstName: 'A', lastName: 'B', ...adultIdentity } });
    expect(res.status).toBe(401);
  });
});
