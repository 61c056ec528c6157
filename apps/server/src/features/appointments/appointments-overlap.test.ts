import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages as m, type TAppointment } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { calendarEvents, profiles } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { base, createType, errorOf, postAppointment } from './appointments.fixtures';

let praxis: TestPraxis;
let me: TestUser;
let other: TestUser;
let type: TAppointmentType;

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis, { firstName: 'Agathe', lastName: 'Lemoine' });
  other = await createUser(praxis, { firstName: 'Octave', lastName: 'Autre' });
  type = await createType(praxis, me.cookie);
});
afterAll(async () => {
  await praxis.close();
});

const book = (startsAt: string, endsAt: string, extra: Record<string, unknown> = {}, cookie = me.cookie) =>
  postAppointment(praxis, cookie, { appointmentTypeId: type.id, startsAt, endsAt, ...extra });

describe('the overlap message names the other appointment in the practitioner’s time (spec 2 §5.1)', () => {
  it.each([
    ['in winter (UTC+1)', '2026-01-15T09:00:00+01:00', '2026-01-15T10:00:00+01:00', '2026-01-15T08:30:00Z', '09:00', '10:00'],
    ['in summer (UTC+2)', '2026-07-15T12:00:00Z', '2026-07-15T13:00:00Z', '2026-07-15T12:15:00Z', '14:00', '15:00'],
    ['across the spring change (29 March 2026)', '2026-03-29T01:30:00+01:00', '2026-03-29T03:30:00+02:00', '2026-03-29T01:00:00Z', '01:30', '03:30'],
    ['on the morning after the spring change', '2026-03-29T07:00:00Z', '2026-03-29T08:00:00Z', '2026-03-29T07:30:00Z', '09:00', '10:00'],
    ['on the eve of the spring change', '2026-03-28T08:00:00Z', '2026-03-28T09:00:00Z', '2026-03-28T08:30:00Z', '09:00', '10:00'],
    ['across the autumn change (25 October 2026)', '2026-10-25T02:30:00+02:00', '2026-10-25T02:30:00+01:00', '2026-10-25T01:00:00Z', '02:30', '02:30'],
  ])('%s', async (_, startsAt, endsAt, clashAt, from, to) => {
    expect((await book(startsAt, endsAt)).status).toBe(201);
    const clashEnd = new Date(Date.parse(clashAt) + 30 * 60_000).toISOString();
    const res = await book(clashAt, clashEnd);
    expect(res.status, res.text).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: m.overlapWith(from, to) });
  });

  it('uses the time zone of the profile', async () => {
    const montreal = await createUser(praxis, { firstName: 'Élodie', lastName: 'Tremblay' });
    await praxis.database.db.update(profiles).set({ timezone: 'America/Toronto' }).where(eq(profiles.userId, montreal.id));
    const ownType = await createType(praxis, montreal.cookie);
    const body = { appointmentTypeId: ownType.id, startsAt: '2026-07-15T13:00:00Z', endsAt: '2026-07-15T14:00:00Z' };
    expect((await postAppointment(praxis, montreal.cookie, body)).status).toBe(201);
    const res = await postAppointment(praxis, montreal.cookie, body);
    expect(errorOf(res).message).toBe(m.overlapWith('09:00', '10:00'));
  });

  it('names the earliest of several overlapped appointments', async () => {
    await book('2026-02-02T09:00:00+01:00', '2026-02-02T09:45:00+01:00');
    await book('2026-02-02T10:00:00+01:00', '2026-02-02T10:45:00+01:00');
    const res = await book('2026-02-02T08:00:00+01:00', '2026-02-02T11:00:00+01:00');
    expect(errorOf(res).message).toBe(m.overlapWith('09:00', '09:45'));
  });
});

describe('what blocks and what does not', () => {
  it('allows back-to-back appointments, before and after', async () => {
    expect((await book('2026-02-03T10:00:00+01:00', '2026-02-03T11:00:00+01:00')).status).toBe(201);
    expect((await book('2026-02-03T11:00:00+01:00', '2026-02-03T11:30:00+01:00')).status).toBe(201);
    expect((await book('2026-02-03T09:15:00+01:00', '2026-02-03T10:00:00+01:00')).status).toBe(201);
  });

  it('refuses a slot inside, around or straddling another one', async () => {
    await book('2026-02-04T10:00:00+01:00', '2026-02-04T11:00:00+01:00');
    for (const [from, to] of [['10:15', '10:45'], ['09:00', '12:00'], ['09:30', '10:01'], ['10:59', '11:30'], ['10:00', '11:00']]) {
      const res = await book(`2026-02-04T${from}:00+01:00`, `2026-02-04T${to}:00+01:00`);
      expect(res.status, `${from}-${to}`).toBe(409);
      expect(errorOf(res).message).toBe(m.overlapWith('10:00', '11:00'));
    }
  });

  it('never blocks another practitioner', async () => {
    await book('2026-02-05T10:00:00+01:00', '2026-02-05T11:00:00+01:00');
    const theirs = await createType(praxis, other.cookie);
    const res = await postAppointment(praxis, other.cookie, { appointmentTypeId: theirs.id, startsAt: '2026-02-05T10:00:00+01:00', endsAt: '2026-02-05T11:00:00+01:00' });
    expect(res.status, res.text).toBe(201);
  });

  it('lets cancelled events free their slot, and refuses re-activating one that now overlaps', async () => {
    const first = (await book('2026-02-06T10:00:00+01:00', '2026-02-06T11:00:00+01:00')).body as TAppointment;
    const cancelled = await request(praxis, 'PATCH', `${base}/${first.id}`, me.cookie, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await book('2026-02-06T10:30:00+01:00', '2026-02-06T11:30:00+01:00')).status).toBe(201);
    const cancelledNew = await book('2026-02-06T10:30:00+01:00', '2026-02-06T11:30:00+01:00', { status: 'cancelled' });
    expect(cancelledNew.status).toBe(201);

    const back = await request(praxis, 'PATCH', `${base}/${first.id}`, me.cookie, { status: 'scheduled' });
    expect(back.status).toBe(409);
    expect(errorOf(back).message).toBe(m.overlapWith('10:30', '11:30'));
    const row = await request(praxis, 'GET', `${base}/${first.id}`, me.cookie);
    expect(row.body).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a drag and drop onto another appointment and leaves the row unchanged', async () => {
    const a = (await book('2026-02-09T09:00:00+01:00', '2026-02-09T10:00:00+01:00')).body as TAppointment;
    await book('2026-02-09T14:00:00+01:00', '2026-02-09T15:00:00+01:00');
    const moved = await request(praxis, 'PATCH', `${base}/${a.id}`, me.cookie, { startsAt: '2026-02-09T14:30:00+01:00', endsAt: '2026-02-09T15:30:00+01:00' });
    expect(moved.status).toBe(409);
    expect(errorOf(moved).message).toBe(m.overlapWith('14:00', '15:00'));
    const [row] = await praxis.database.db.select({ startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt, updatedAt: calendarEvents.updatedAt }).from(calendarEvents).where(eq(calendarEvents.id, a.id));
    expect(row).toEqual({ startsAt: new Date(a.startsAt), endsAt: new Date(a.endsAt), updatedAt: new Date(a.updatedAt) });
  });

  it('lets an appointment move over its own former slot and resize to meet its neighbour', async () => {
    const a = (await book('2026-02-10T09:00:00+01:00', '2026-02-10T10:00:00+01:00')).body as TAppointment;
    await book('2026-02-10T11:00:00+01:00', '2026-02-10T12:00:00+01:00');
    const shifted = await request(praxis, 'PATCH', `${base}/${a.id}`, me.cookie, { startsAt: '2026-02-10T09:30:00+01:00', endsAt: '2026-02-10T10:30:00+01:00' });
    expect(shifted.status, shifted.text).toBe(200);
    const resized = await request(praxis, 'PATCH', `${base}/${a.id}`, me.cookie, { endsAt: '2026-02-10T11:00:00+01:00' });
    expect(resized.status, resized.text).toBe(200);
    const tooFar = await request(praxis, 'PATCH', `${base}/${a.id}`, me.cookie, { endsAt: '2026-02-10T11:05:00+01:00' });
    expect(errorOf(tooFar).message).toBe(m.overlapWith('11:00', '12:00'));
  });
});

describe('concurrent bookings', () => {
  it('50 simultaneous requests for one slot: exactly one succeeds, 49 are refused with the first one’s hours, no 500', async () => {
    const body = { appointmentTypeId: type.id, startsAt: '2026-03-02T09:00:00+01:00', endsAt: '2026-03-02T10:00:00+01:00' };
    const results = await Promise.all(Array.from({ length: 50 }, () => postAppointment(praxis, me.cookie, body)));
    const statuses = results.map((r) => r.status);
    // On failure, every distinct answer with its count: a race that goes wrong shows how.
    const answerCounts = new Map<string, number>();
    for (const key of results.map((r) => `${r.status} ${r.text.slice(0, 160)}`)) answerCounts.set(key, (answerCounts.get(key) ?? 0) + 1);
    const answers = JSON.stringify([...answerCounts], null, 1);
    expect(statuses.filter((s) => s === 201), answers).toHaveLength(1);
    expect(statuses.filter((s) => s === 409), answers).toHaveLength(49);
    // The practitioner's agenda lock queues the bookings: each later one finds the first and names
    // its hours; none gets as far as the exclusion constraint's generic message.
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(errorOf(refused).message).toBe(m.overlapWith('09:00', '10:00'));
    }
    const rows = await praxis.database.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.startsAt, new Date(body.startsAt)));
    expect(rows).toHaveLength(1);
  });
});
