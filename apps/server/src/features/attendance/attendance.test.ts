import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceMessages, type TAttendanceStats } from '@praxis/shared/appointments/attendance';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { base, createAppointment, createType, insertPatient } from '../appointments/appointments.fixtures';

/** Issue 17 §5: attendance marked on appointments, and the month's no-show rate (server side). */
let praxis: TestPraxis;
let world: TenancyWorld;
const NOW = new Date('2031-04-20T12:00:00Z');

beforeAll(async () => {
  praxis = await createTestPraxis({}, { now: () => NOW });
  world = await createTenancyWorld(praxis, 'cabinet-presences');
});
afterAll(async () => {
  await praxis.close();
});

const statsOf = async (cookie: string | undefined, month: string) => request(praxis, 'GET', `/api/v1/agenda/attendance?month=${month}`, cookie);

describe('month attendance', () => {
  it('counts the marks of the month in Paris time, and the rate is absent ÷ marked', async () => {
    const type = await createType(praxis, world.owner.cookie);
    const patient = await insertPatient(praxis, { userId: world.owner.id });
    const book = (startsAt: string, endsAt: string) =>
      createAppointment(praxis, world.owner.cookie, { appointmentTypeId: type.id, patientId: patient.id, startsAt, endsAt });
    // 1 April 00:30 in Paris is 31 March in UTC: it belongs to April.
    const first = await book('2031-04-01T00:30:00+02:00', '2031-04-01T01:00:00+02:00');
    const second = await book('2031-04-02T09:00:00+02:00', '2031-04-02T10:00:00+02:00');
    const third = await book('2031-04-03T09:00:00+02:00', '2031-04-03T10:00:00+02:00');
    await book('2031-04-04T09:00:00+02:00', '2031-04-04T10:00:00+02:00');
    // 30 April 23:30 in Paris (not marked, in the future) and 1 May 00:30 (another month).
    await book('2031-04-30T23:30:00+02:00', '2031-04-30T23:59:00+02:00');
    const may = await book('2031-05-01T00:30:00+02:00', '2031-05-01T01:00:00+02:00');
    for (const [appointment, attendanceStatus] of [
      [first, 'absent'],
      [second, 'present'],
      [third, 'excused'],
      [may, 'absent'],
    ] as const) {
      const res = await request(praxis, 'PATCH', `${base}/${appointment.id}`, world.owner.cookie, { attendanceStatus });
      expect(res.status, res.text).toBe(200);
    }
    const april = await statsOf(world.owner.cookie, '2031-04');
    expect(april.status, april.text).toBe(200);
    expect(april.body).toEqual({ month: '2031-04', present: 1, absent: 1, excused: 1, unmarked: 1, noShowRate: 1 / 3 });

    // Marking one more absent changes the rate.
    const unmarkedId = (await request(praxis, 'GET', `${base}?from=2031-04-04T00:00:00%2B02:00&to=2031-04-05T00:00:00%2B02:00`, world.owner.cookie)).body as {
      items: { id: string }[];
    };
    const [fourth] = unmarkedId.items;
    await request(praxis, 'PATCH', `${base}/${fourth?.id}`, world.owner.cookie, { attendanceStatus: 'absent' });
    const after = (await statsOf(world.owner.cookie, '2031-04')).body as TAttendanceStats;
    expect(after).toMatchObject({ absent: 2, unmarked: 0, noShowRate: 0.5 });

    // A month with nothing marked has no rate.
    expect(((await statsOf(world.owner.cookie, '2031-06')).body as TAttendanceStats).noShowRate).toBeNull();
  });

  it('refuses a malformed month in French', async () => {
    for (const month of ['2031-13', '04-2031', '']) {
      const res = await statsOf(world.owner.cookie, month);
      expect(res.status, month).toBe(422);
      expect(res.text).toContain(attendanceMessages.monthInvalid);
    }
  });

  it('joins the isolation matrix: each space counts only its own appointments', async () => {
    for (const who of [world.ownerOrg, world.colleague, world.otherUser, world.otherOrgMember]) {
      const res = await statsOf(who.cookie, '2031-04');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ present: 0, absent: 0, excused: 0, unmarked: 0, noShowRate: null });
    }
    expect((await statsOf(undefined, '2031-04')).status).toBe(401);
  });
});
