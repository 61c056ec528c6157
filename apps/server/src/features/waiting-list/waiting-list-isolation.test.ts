import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWaitingList } from '@praxis/shared/appointments/waiting-list';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import {
  createTenancyWorld,
  expectRowIsolation,
  request,
  type TenancyWorld,
} from '../../test/tenancy';
import {
  createType,
  errorOf,
  insertPatient,
  postAppointment,
} from '../appointments/appointments.fixtures';
import { addEntry, matchesPath, wlBase } from './waiting-list.fixtures';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-attente');
});
afterAll(async () => {
  await praxis.close();
});

// A Tuesday morning in Paris: matches the entries below.
const tuesday = matchesPath('2027-06-08T09:00:00+02:00', '2027-06-08T09:45:00+02:00');

describe('the waiting list in the isolation matrix', () => {
  it.each(['private', 'org'] as const)(
    '%s entries: list, matches, edit and delete',
    async (mode) => {
      const owner = mode === 'private' ? world.owner : world.ownerOrg;
      const marker = `Attente secrète ${mode} Xochipilli`;
      const patient = await insertPatient(praxis, {
        userId: owner.id,
        organizationId: mode === 'org' ? world.cabinetId : null,
      });
      const entry = await addEntry(praxis, owner.cookie, {
        patientId: patient.id,
        weekdays: [2],
        timeFrom: '08:00',
        timeTo: '12:00',
        note: marker,
      });
      const actors = {
        owner,
        otherUser: world.otherUser,
        otherOrgMember: world.otherOrgMember,
        colleague: world.colleague,
      };
      await expectIsolation(praxis, actors, {
        name: 'GET waiting-list matches',
        path: tuesday,
        marker,
        othersStatus: 200,
        colleagueSees: mode === 'org',
      });
      await expectRowIsolation(praxis, world, {
        name: 'waiting-list entry',
        listPath: wlBase,
        itemPath: `${wlBase}/${entry.id}`,
        marker,
        mode,
        ownership: true,
        patchBody: { note: `${marker} modifiée`, timeFrom: '09:00', timeTo: '11:00' },
      });
    },
  );

  it('adds only patients of the space', async () => {
    const privatePatient = await insertPatient(
      praxis,
      { userId: world.owner.id },
      { firstName: 'Inès', lastName: 'Privée' },
    );
    const cabinetPatient = await insertPatient(
      praxis,
      { userId: world.colleague.id, organizationId: world.cabinetId },
      { firstName: 'Lucas', lastName: 'Cabinet' },
    );
    const body = (patientId: string) => ({
      patientId,
      weekdays: [1],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    for (const [cookie, patientId] of [
      [world.ownerOrg.cookie, privatePatient.id],
      [world.owner.cookie, cabinetPatient.id],
      [world.otherUser.cookie, privatePatient.id],
      [world.otherOrgMember.cookie, cabinetPatient.id],
    ] as const) {
      const res = await request(praxis, 'POST', wlBase, cookie, body(patientId));
      expect(res.status, res.text).toBe(422);
      expect(res.text).not.toContain('Cabinet');
      expect(res.text).not.toContain('Privée');
    }
    // A colleague adds a cabinet patient: the cabinet's list shows it to the owner too.
    const added = await request(
      praxis,
      'POST',
      wlBase,
      world.colleague.cookie,
      body(cabinetPatient.id),
    );
    expect(added.status, added.text).toBe(201);
    const seen = (await request(praxis, 'GET', wlBase, world.ownerOrg.cookie)).body as TWaitingList;
    expect(seen.items.find((e) => e.patient.id === cabinetPatient.id)).toMatchObject({
      isOwn: false,
    });
  });

  it('answers 401 to anonymous creation', async () => {
    const res = await request(praxis, 'POST', wlBase, undefined, {
      weekdays: [1],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    expect(res.status).toBe(401);
  });

  it("books from another space's entry: refused, and the entry stays", async () => {
    const patient = await insertPatient(praxis, { userId: world.owner.id });
    const entry = await addEntry(praxis, world.owner.cookie, {
      patientId: patient.id,
      weekdays: [2],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    const strangerType = await createType(praxis, world.otherUser.cookie);
    const res = await postAppointment(praxis, world.otherUser.cookie, {
      appointmentTypeId: strangerType.id,
      startsAt: '2027-06-15T09:00:00+02:00',
      endsAt: '2027-06-15T09:45:00+02:00',
      waitingListEntryId: entry.id,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(errorOf(res).fields ?? {})).toEqual(['waitingListEntryId']);
    const own = (await request(praxis, 'GET', wlBase, world.owner.cookie)).body as TWaitingList;
    expect(own.items.map((e) => e.id)).toContain(entry.id);
  });
});
