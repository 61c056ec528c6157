import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages as m, type TAppointment } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { calendarEvents } from '../../db/schema';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { base, createType, errorOf, insertPatient } from '../appointments/appointments.fixtures';
import { createSeries, seriesBase, seriesInput } from './appointment-series.fixtures';

/** The series endpoints and 'this and the following' in the isolation matrix (issue 17 §2). */
let praxis: TestPraxis;
let world: TenancyWorld;
let privateType: TAppointmentType;
let cabinetType: TAppointmentType;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-series');
  privateType = await createType(praxis, world.owner.cookie, 'Séance privée', 45);
  cabinetType = await createType(praxis, world.ownerOrg.cookie, 'Séance au cabinet', 45);
});
afterAll(async () => {
  await praxis.close();
});

const rule = { frequency: 'weekly' as const, ends: 'count' as const, count: 3 };

describe('appointment series in the isolation matrix', () => {
  it('answers 401 to anonymous preview and creation', async () => {
    for (const path of [`${seriesBase}/preview`, seriesBase]) {
      const res = await request(praxis, 'POST', path, undefined, seriesInput(privateType.id, '2027-06-01T09:00:00+02:00', 45, rule));
      expect(res.status).toBe(401);
      expect(errorOf(res).message).toBe(m.notAuthenticated);
    }
  });

  it.each([
    ['another practitioner', () => world.otherUser.cookie],
    ['a member of another organisation', () => world.otherOrgMember.cookie],
    ['the owner in the cabinet (a private patient)', () => world.ownerOrg.cookie],
  ])("refuses the owner's private patient or type to %s, previewing or creating", async (_, cookie) => {
    const patient = await insertPatient(praxis, { userId: world.owner.id }, { firstName: 'Zéphyrin', lastName: 'Secret' });
    for (const path of [`${seriesBase}/preview`, seriesBase]) {
      const withPatient = await request(praxis, 'POST', path, cookie(), seriesInput(cabinetType.id, '2027-06-02T09:00:00+02:00', 45, rule, patient.id));
      expect(withPatient.status, withPatient.text).toBe(422);
      expect(withPatient.text).not.toContain('Zéphyrin');
      const withType = await request(praxis, 'POST', path, cookie(), seriesInput(privateType.id, '2027-06-02T09:00:00+02:00', 45, rule));
      expect(withType.status, withType.text).toBe(422);
      expect(errorOf(withType).message).toBe(m.typeNotFound);
    }
  });

  it.each([
    ['private', () => world.owner, () => privateType.id, '2027-06-07'],
    ['org', () => world.ownerOrg, () => cabinetType.id, '2027-06-08'],
  ] as const)("%s series: only the owner moves or cancels 'this and the following'", async (mode, owner, typeId, date) => {
    const created = await createSeries(praxis, owner().cookie, seriesInput(typeId(), `${date}T09:00:00+02:00`, 45, rule));
    const [first] = created.created;
    if (!first) throw new Error('no appointment created');
    const outsiders = [world.otherUser, world.otherOrgMember, world.colleague, ...(mode === 'org' ? [world.owner] : [world.ownerOrg])];
    for (const outsider of outsiders) {
      const res = await request(praxis, 'PATCH', `${base}/${first.id}?scope=following`, outsider.cookie, { status: 'cancelled' });
      expect(res.status, `${outsider.email}: ${res.text}`).toBe(404);
      expect(errorOf(res).message).toBe(m.notFound);
    }
    const rows = await praxis.database.db.select({ status: calendarEvents.status }).from(calendarEvents).where(eq(calendarEvents.seriesId, created.seriesId));
    expect(rows.map((r) => r.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const anonymous = await request(praxis, 'PATCH', `${base}/${first.id}?scope=following`, undefined, { status: 'cancelled' });
    expect(anonymous.status).toBe(401);
    const own = await request(praxis, 'PATCH', `${base}/${first.id}?scope=following`, owner().cookie, { status: 'cancelled' });
    expect(own.status, own.text).toBe(200);
    expect((own.body as TAppointment).status).toBe('cancelled');
  });
});

describe("deleting 'this and the following' in the isolation matrix", () => {
  it.each([
    ['private', () => world.owner, () => privateType.id, '2027-06-14'],
    ['org', () => world.ownerOrg, () => cabinetType.id, '2027-06-15'],
  ] as const)('%s series: only the owner deletes them, outsiders get 404 and nothing goes', async (mode, owner, typeId, date) => {
    const created = await createSeries(praxis, owner().cookie, seriesInput(typeId(), `${date}T09:00:00+02:00`, 45, rule));
    const [first] = created.created;
    if (!first) throw new Error('no appointment created');
    const remaining = async () => (await praxis.database.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.seriesId, created.seriesId))).length;
    const outsiders = [world.otherUser, world.otherOrgMember, world.colleague, ...(mode === 'org' ? [world.owner] : [world.ownerOrg])];
    for (const outsider of outsiders) {
      const res = await request(praxis, 'DELETE', `${base}/${first.id}?scope=following`, outsider.cookie);
      expect(res.status, `${outsider.email}: ${res.text}`).toBe(404);
      expect(errorOf(res).message).toBe(m.notFound);
    }
    expect((await request(praxis, 'DELETE', `${base}/${first.id}?scope=following`, undefined)).status).toBe(401);
    expect(await remaining()).toBe(3);
    const own = await request(praxis, 'DELETE', `${base}/${first.id}?scope=following`, owner().cookie);
    expect(own.status, own.text).toBe(204);
    expect(await remaining()).toBe(0);
  });
});
