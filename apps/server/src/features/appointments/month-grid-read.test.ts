import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages as m, type TAppointmentList } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { base, createAppointment, createType, errorOf } from './appointments.fixtures';

// GET /appointments?perDay&timeZone: the month grid's read (issue 15), at most `perDay` events a
// day and the number left out of each day.

let praxis: TestPraxis;
let me: TestUser;
let other: TestUser;
let type: TAppointmentType;
let otherType: TAppointmentType;

// Winter time in Paris: +01:00. The first Monday of March 2027 is the 1st.
const at = (day: string, time: string) => `2027-03-${day}T${time}:00+01:00`;
const month = `from=${encodeURIComponent(at('01', '00:00'))}&to=${encodeURIComponent(at('31', '00:00'))}`;
const grid = (extra = '') => `${month}&perDay=3&timeZone=Europe/Paris${extra}`;

async function add(cookie: string, day: string, from: string, to: string, notes: string, status = 'scheduled') {
  const appointmentTypeId = cookie === me.cookie ? type.id : otherType.id;
  return createAppointment(praxis, cookie, { appointmentTypeId, startsAt: at(day, from), endsAt: at(day, to), notes, status });
}

async function read(query: string, cookie = me.cookie): Promise<TAppointmentList> {
  const res = await request(praxis, 'GET', `${base}?${query}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as TAppointmentList;
}

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis, { firstName: 'Agathe', lastName: 'Lemoine' });
  other = await createUser(praxis, { firstName: 'Octave', lastName: 'Autre' });
  type = await createType(praxis, me.cookie, 'Séance', 30);
  otherType = await createType(praxis, other.cookie, 'Séance', 30);
  // The 3rd: five events, given out of order.
  await add(me.cookie, '03', '11:00', '11:30', 'E', 'completed');
  await add(me.cookie, '03', '09:00', '09:30', 'B');
  await add(me.cookie, '03', '08:00', '08:30', 'A');
  await add(me.cookie, '03', '09:30', '10:30', 'C', 'completed');
  await add(me.cookie, '03', '10:30', '11:00', 'D');
  // The 4th: two events, all shown.
  await add(me.cookie, '04', '14:00', '14:45', 'F');
  await add(me.cookie, '04', '15:00', '15:45', 'G');
  // The 10th: a quarter past midnight in Paris is still the 9th in UTC.
  await add(me.cookie, '10', '00:15', '00:45', 'H');
  await add(me.cookie, '10', '09:00', '09:30', 'I');
  await add(me.cookie, '10', '10:00', '10:30', 'J');
  await add(me.cookie, '10', '11:00', '11:30', 'K');
  // Another practitioner's busy day counts nowhere for me.
  for (const time of ['08', '09', '10', '11', '12']) await add(other.cookie, '03', `${time}:00`, `${time}:30`, `Autre ${time}`);
});
afterAll(async () => {
  await praxis.close();
});

describe("the month grid's read (perDay, timeZone)", () => {
  it('sends the first events of each day by start and counts the others per day', async () => {
    const answer = await read(grid());
    expect(answer.items.map((a) => a.notes)).toEqual(['A', 'B', 'C', 'F', 'G', 'H', 'I', 'J']);
    expect(answer.moreByDay).toEqual({ '2027-03-03': 2, '2027-03-10': 1 });
    expect(answer.total).toBe(11);
  });

  it('puts the longer of two events starting together first', async () => {
    // A cancelled event may share its time with another (the overlap rule leaves it out).
    await add(me.cookie, '04', '14:00', '15:00', 'F long', 'cancelled');
    const answer = await read(grid());
    expect(answer.items.filter((a) => a.startsAt.startsWith('2027-03-04')).map((a) => a.notes)).toEqual(['F long', 'F', 'G']);
    expect(answer.moreByDay).toEqual({ '2027-03-03': 2, '2027-03-10': 1 });
  });

  it('gives each kept event exactly as the full read does', async () => {
    const full = await read(month);
    const byId = new Map(full.items.map((item) => [item.id, item]));
    const kept = (await read(grid())).items;
    expect(kept.length).toBeGreaterThan(0);
    for (const item of kept) expect(item).toEqual(byId.get(item.id));
    expect(full.moreByDay).toBeUndefined();
  });

  it("counts days in the given time zone: UTC moves 00:15 in Paris to the day before", async () => {
    const utc = await read(`${month}&perDay=3&timeZone=UTC`);
    expect(utc.items.filter((a) => ['H', 'I', 'J', 'K'].includes(a.notes ?? '')).map((a) => a.notes)).toEqual(['H', 'I', 'J', 'K']);
    expect(utc.moreByDay?.['2027-03-10']).toBeUndefined();
  });

  it('counts only the events the filters keep', async () => {
    const completed = await read(grid('&statuses=completed'));
    expect(completed.items.map((a) => a.notes)).toEqual(['C', 'E']);
    expect(completed.moreByDay).toEqual({});
    expect(completed.total).toBe(2);
  });

  it("shows another practitioner nothing of mine, counts included", async () => {
    const theirs = await read(grid(), other.cookie);
    expect(theirs.items.map((a) => a.notes)).toEqual(['Autre 08', 'Autre 09', 'Autre 10']);
    expect(theirs.moreByDay).toEqual({ '2027-03-03': 2 });
    expect(theirs.total).toBe(5);
  });

  it('answers an empty period with no items and nothing left out', async () => {
    const empty = await read(`from=${encodeURIComponent('2027-06-01T00:00:00+02:00')}&to=${encodeURIComponent('2027-07-01T00:00:00+02:00')}&perDay=3&timeZone=Europe/Paris`);
    expect(empty).toEqual({ items: [], total: 0, moreByDay: {} });
  });

  it.each([
    ['no events per day', '&perDay=0&timeZone=Europe/Paris', 'perDay', m.perDayInvalid],
    ['more than 20 per day', '&perDay=21&timeZone=Europe/Paris', 'perDay', m.perDayInvalid],
    ['a fraction', '&perDay=2.5&timeZone=Europe/Paris', 'perDay', m.perDayInvalid],
    ['a word', '&perDay=trois&timeZone=Europe/Paris', 'perDay', m.perDayInvalid],
    ['an unknown time zone', '&perDay=3&timeZone=Mars/Olympus', 'timeZone', m.timeZoneInvalid],
    ['a path for a time zone', '&perDay=3&timeZone=../../etc/passwd', 'timeZone', m.timeZoneInvalid],
    ['a limit without its time zone', '&perDay=3', 'timeZone', m.timeZoneRequired],
  ])('refuses %s with 422', async (_, extra, field, message) => {
    const res = await request(praxis, 'GET', `${base}?${month}${extra}`, me.cookie);
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res)).toMatchObject({ message, fields: { [field]: message } });
  });

  it('answers 401 to an anonymous month grid', async () => {
    expect((await request(praxis, 'GET', `${base}?${grid()}`, undefined)).status).toBe(401);
  });
});
