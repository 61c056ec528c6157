import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment, TAppointmentList } from '@praxis/shared/appointments/schemas';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { toAppointment } from './appointment-row';
import { base, createAppointment, createType, insertPatient } from './appointments.fixtures';
import { appointmentsInRange } from './find-appointments';

/**
 * GET /appointments answers from raw rows shaped by hand (range-rows.ts: instants formatted by
 * PostgreSQL, no per-cell mapping); every other read maps rows with toAppointment. The two must
 * give the same items, whatever the text holds and whoever reads.
 */
let praxis: TestPraxis;
let world: TenancyWorld;
const period = { from: new Date('2027-02-01T00:00:00.000Z'), to: new Date('2027-03-01T00:00:00.000Z') };
const TRICKY = 'Guillemets " et \\ barre, tab\t, ligne\nsuivante, emoji 🧠, « français », \u2028 séparateur';

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'lilas-range-json');
  const ownerType = await createType(praxis, world.ownerOrg.cookie, 'Bilan "complet" \\ psychomoteur', 60);
  const colleagueType = await createType(praxis, world.colleague.cookie, 'Séance 🧠', 45);
  const patient = await insertPatient(praxis, { userId: world.owner.id, organizationId: world.cabinetId }, { firstName: 'Zoé "Zaza"', lastName: "D'Artagnan \\ Lefèvre" });
  await createAppointment(praxis, world.ownerOrg.cookie, {
    appointmentTypeId: ownerType.id,
    patientId: patient.id,
    startsAt: '2027-02-03T08:00:00.123Z',
    endsAt: '2027-02-03T09:00:00.999Z',
    location: TRICKY,
    notes: TRICKY,
    sessionObjectives: ['Équilibre', TRICKY],
  });
  await createAppointment(praxis, world.ownerOrg.cookie, { appointmentTypeId: ownerType.id, startsAt: '2027-02-04T08:00:00Z', endsAt: '2027-02-04T09:00:00Z' });
  await createAppointment(praxis, world.colleague.cookie, {
    appointmentTypeId: colleagueType.id,
    patientId: patient.id,
    startsAt: '2027-02-28T23:30:00+01:00',
    endsAt: '2027-03-01T00:30:00+01:00',
    status: 'cancelled',
    attendanceStatus: 'absent',
    sessionObjectives: [],
  });
  // Outside the period: not in either answer.
  await createAppointment(praxis, world.colleague.cookie, { appointmentTypeId: colleagueType.id, startsAt: '2027-03-02T08:00:00Z', endsAt: '2027-03-02T09:00:00Z' });
});
afterAll(async () => {
  await praxis.close();
});

async function answered(cookie: string, query = ''): Promise<TAppointmentList> {
  const res = await request(praxis, 'GET', `${base}?from=${period.from.toISOString()}&to=${period.to.toISOString()}${query}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as TAppointmentList;
}

async function mapped(viewerId: string, organizationId: string | null): Promise<TAppointment[]> {
  const rows = await appointmentsInRange(praxis.database.db, { userId: viewerId, organizationId }, period, {});
  return rows.map((row) => toAppointment(row, viewerId));
}

describe('the period read of the agenda', () => {
  it('gives the cabinet the same items as toAppointment, for the owner and for a colleague', async () => {
    for (const [viewer, isOwner] of [[world.ownerOrg, true], [world.colleague, false]] as const) {
      const list = await answered(viewer.cookie);
      const expected = await mapped(viewer.id, world.cabinetId);
      expect(expected).toHaveLength(3);
      expect(list).toEqual({ items: expected, total: 3 });
      expect(list.items.map((item) => item.isOwn)).toEqual([isOwner, isOwner, !isOwner]);
    }
  });

  it('keeps every character of the text, the milliseconds and the empty lists', async () => {
    const [first, , last] = (await answered(world.ownerOrg.cookie)).items;
    expect(first).toMatchObject({
      startsAt: '2027-02-03T08:00:00.123Z',
      endsAt: '2027-02-03T09:00:00.999Z',
      location: TRICKY.trim(),
      notes: TRICKY.trim(),
      sessionObjectives: ['Équilibre', TRICKY.trim()],
      patient: { firstName: 'Zoé "Zaza"', lastName: "D'Artagnan \\ Lefèvre" },
      appointmentType: { name: 'Bilan "complet" \\ psychomoteur', durationMinutes: 60 },
      ownerName: 'Ophélie Propriétaire',
    });
    expect(last).toMatchObject({ status: 'cancelled', attendanceStatus: 'absent', sessionObjectives: [], ownerName: 'Colin Collègue', isOwn: false });
  });

  it('answers an empty period and a filter that matches nothing with no items', async () => {
    const other = await answered(world.otherUser.cookie);
    expect(other).toEqual({ items: [], total: 0 });
    expect(await mapped(world.otherUser.id, null)).toEqual([]);
    expect(await answered(world.ownerOrg.cookie, '&statuses=completed')).toEqual({ items: [], total: 0 });
    const cancelled = await answered(world.ownerOrg.cookie, '&statuses=cancelled');
    expect(cancelled.items.map((item) => item.status)).toEqual(['cancelled']);
  });
});
