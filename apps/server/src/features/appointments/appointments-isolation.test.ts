import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages as m, type TAppointment } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';
import { base, createAppointment, createType, errorOf, insertPatient, postAppointment } from './appointments.fixtures';

let praxis: TestPraxis;
let world: TenancyWorld;
let privateType: TAppointmentType;
let cabinetType: TAppointmentType;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-agenda');
  privateType = await createType(praxis, world.owner.cookie, 'Séance privée', 45);
  cabinetType = await createType(praxis, world.ownerOrg.cookie, 'Séance au cabinet', 45);
});
afterAll(async () => {
  await praxis.close();
});

const day = '2027-05-';
const range = `from=${encodeURIComponent(`${day}01T00:00:00+02:00`)}&to=${encodeURIComponent(`${day}31T00:00:00+02:00`)}`;

describe('appointments in the isolation matrix', () => {
  it.each([
    ['private', '04'],
    ['org', '05'],
  ] as const)('%s events: list, read, edit and delete', async (mode, date) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const type = mode === 'private' ? privateType : cabinetType;
    const marker = `Note secrète ${mode} Quetzalcoatl`;
    const row = await createAppointment(praxis, owner.cookie, {
      appointmentTypeId: type.id,
      startsAt: `${day}${date}T09:00:00+02:00`,
      endsAt: `${day}${date}T10:00:00+02:00`,
      notes: marker,
    });
    const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
    await expectIsolation(praxis, actors, {
      name: 'GET appointment',
      path: `${base}/${row.id}`,
      marker,
      colleagueStatus: mode === 'org' ? 200 : 404,
      colleagueSees: mode === 'org',
    });
    await expectIsolation(praxis, actors, {
      name: "GET appointments, the month grid's read",
      path: `${base}?${range}&perDay=1&timeZone=Europe/Paris`,
      marker,
      othersStatus: 200,
      colleagueStatus: 200,
      colleagueSees: mode === 'org',
    });
    await expectRowIsolation(praxis, world, {
      name: 'appointment',
      listPath: `${base}?${range}`,
      itemPath: `${base}/${row.id}`,
      marker,
      mode,
      ownership: true,
      patchBody: { notes: marker, startsAt: `${day}${date}T11:00:00+02:00`, endsAt: `${day}${date}T12:00:00+02:00` },
    });
  });

  it('answers 401 to anonymous creation and listing', async () => {
    const created = await postAppointment(praxis, undefined, { appointmentTypeId: privateType.id, startsAt: `${day}06T09:00:00+02:00`, endsAt: `${day}06T10:00:00+02:00` });
    expect(created.status).toBe(401);
    const listed = await request(praxis, 'GET', `${base}?${range}`, undefined);
    expect(listed.status).toBe(401);
    expect(errorOf(listed).message).toBe(m.notAuthenticated);
  });
});

describe('references across spaces', () => {
  const at = (date: string) => ({ startsAt: `${day}${date}T09:00:00+02:00`, endsAt: `${day}${date}T10:00:00+02:00` });

  it.each([
    ["the owner's private type, in the cabinet", () => world.ownerOrg.cookie, () => privateType.id],
    ["the cabinet's type, in private mode", () => world.owner.cookie, () => cabinetType.id],
    ["the owner's cabinet type, by a colleague (types are the practitioner's own)", () => world.colleague.cookie, () => cabinetType.id],
    ["the owner's type, by another practitioner", () => world.otherUser.cookie, () => privateType.id],
    ["the owner's type, by a member of another organisation", () => world.otherOrgMember.cookie, () => cabinetType.id],
  ])('refuses %s', async (_, cookie, typeId) => {
    const res = await postAppointment(praxis, cookie(), { appointmentTypeId: typeId(), ...at('10') });
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res).fields).toEqual({ appointmentTypeId: m.typeNotFound });
  });

  it('takes a patient of the space only', async () => {
    const privatePatient = await insertPatient(praxis, { userId: world.owner.id }, { firstName: 'Inès', lastName: 'Privée' });
    const cabinetPatient = await insertPatient(praxis, { userId: world.colleague.id, organizationId: world.cabinetId }, { firstName: 'Lucas', lastName: 'Cabinet' });
    const inCabinet = await postAppointment(praxis, world.ownerOrg.cookie, { appointmentTypeId: cabinetType.id, patientId: privatePatient.id, ...at('11') });
    expect(errorOf(inCabinet).fields).toEqual({ patientId: m.patientNotFound });
    const inPrivate = await postAppointment(praxis, world.owner.cookie, { appointmentTypeId: privateType.id, patientId: cabinetPatient.id, ...at('11') });
    expect(errorOf(inPrivate).fields).toEqual({ patientId: m.patientNotFound });
    const otherOrg = await createType(praxis, world.otherOrgMember.cookie);
    const stranger = await postAppointment(praxis, world.otherOrgMember.cookie, { appointmentTypeId: otherOrg.id, patientId: cabinetPatient.id, ...at('11') });
    expect(errorOf(stranger).fields).toEqual({ patientId: m.patientNotFound });
    expect(stranger.text).not.toContain('Cabinet');

    const shared = await postAppointment(praxis, world.ownerOrg.cookie, { appointmentTypeId: cabinetType.id, patientId: cabinetPatient.id, ...at('11') });
    expect(shared.status, shared.text).toBe(201);
    expect((shared.body as TAppointment).patient).toEqual(cabinetPatient);
  });

  it('keeps one practitioner from being booked twice, whatever the space', async () => {
    expect((await postAppointment(praxis, world.owner.cookie, { appointmentTypeId: privateType.id, ...at('12') })).status).toBe(201);
    const res = await postAppointment(praxis, world.ownerOrg.cookie, { appointmentTypeId: cabinetType.id, ...at('12') });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(m.overlapWith('09:00', '10:00'));
    const colleagueType = await createType(praxis, world.colleague.cookie);
    expect((await postAppointment(praxis, world.colleague.cookie, { appointmentTypeId: colleagueType.id, ...at('12') })).status).toBe(201);
  });
});
