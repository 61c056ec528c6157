import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  waitingListMessages as m,
  type TWaitingList,
  type TWaitingListEntry,
} from '@praxis/shared/appointments/waiting-list';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { calendarEvents, profiles, waitingListEntries } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import {
  createType,
  errorOf,
  insertPatient,
  postAppointment,
} from '../appointments/appointments.fixtures';
import { addEntry, matchesPath, wlBase } from './waiting-list.fixtures';

let praxis: TestPraxis;
let me: TestUser;
let type: TAppointmentType;

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis);
  type = await createType(praxis, me.cookie);
});
afterAll(async () => {
  await praxis.close();
});

const list = async (cookie = me.cookie) =>
  (await request(praxis, 'GET', wlBase, cookie)).body as TWaitingList;
const matches = async (startsAt: string, endsAt: string, cookie = me.cookie) => {
  const res = await request(praxis, 'GET', matchesPath(startsAt, endsAt), cookie);
  expect(res.status, res.text).toBe(200);
  return (res.body as TWaitingList).items.map((e) => e.patient.lastName);
};
const entryRows = (patientId: string) =>
  praxis.database.db
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.patientId, patientId));

describe('waiting list CRUD', () => {
  it('adds, lists with the patient name, edits and removes an entry', async () => {
    const patient = await insertPatient(
      praxis,
      { userId: me.id },
      { firstName: 'Anouk', lastName: 'Attente' },
    );
    const entry = await addEntry(praxis, me.cookie, {
      patientId: patient.id,
      weekdays: [4, 2, 2],
      timeFrom: '08:00',
      timeTo: '12:00',
      appointmentTypeId: type.id,
      note: '  Préfère après l’école  ',
    });
    expect(entry).toMatchObject({
      patient,
      weekdays: [2, 4],
      timeFrom: '08:00',
      timeTo: '12:00',
      note: 'Préfère après l’école',
      appointmentType: { id: type.id, name: type.name },
      isOwn: true,
    });
    expect((await list()).items.map((e) => e.id)).toContain(entry.id);

    const patched = await request(praxis, 'PATCH', `${wlBase}/${entry.id}`, me.cookie, {
      timeFrom: '14:00',
      timeTo: '18:00',
      note: '',
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({
      timeFrom: '14:00',
      timeTo: '18:00',
      note: null,
      weekdays: [2, 4],
    });

    expect((await request(praxis, 'DELETE', `${wlBase}/${entry.id}`, me.cookie)).status).toBe(204);
    expect((await list()).items.map((e) => e.id)).not.toContain(entry.id);
    const again = await request(praxis, 'DELETE', `${wlBase}/${entry.id}`, me.cookie);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe(m.notFound);
  });

  it.each([
    [
      'no patient',
      { weekdays: [1], timeFrom: '08:00', timeTo: '12:00' },
      'patientId',
      m.patientRequired,
    ],
    ['no day', { weekdays: [], timeFrom: '08:00', timeTo: '12:00' }, 'weekdays', m.daysRequired],
    ['a day 8', { weekdays: [8], timeFrom: '08:00', timeTo: '12:00' }, 'weekdays.0', m.dayInvalid],
    ['a bad time', { weekdays: [1], timeFrom: '8h', timeTo: '12:00' }, 'timeFrom', m.timeInvalid],
    [
      'a window ending before it starts',
      { weekdays: [1], timeFrom: '12:00', timeTo: '08:00' },
      'timeTo',
      m.windowInvalid,
    ],
    [
      'a note of 1001 characters',
      { weekdays: [1], timeFrom: '08:00', timeTo: '12:00', note: 'x'.repeat(1001) },
      'note',
      m.noteTooLong,
    ],
  ])('refuses %s in French', async (_, body, field, message) => {
    const patient = await insertPatient(praxis, { userId: me.id });
    const withPatient = field === 'patientId' ? body : { patientId: patient.id, ...body };
    const res = await request(praxis, 'POST', wlBase, me.cookie, withPatient);
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res).fields?.[field]).toBe(message);
    expect(await entryRows(patient.id)).toEqual([]);
  });

  it('refuses an unknown patient or type, and a patch whose window ends before the stored start', async () => {
    const stranger = await createUser(praxis);
    const theirs = await insertPatient(praxis, { userId: stranger.id });
    const res = await request(praxis, 'POST', wlBase, me.cookie, {
      patientId: theirs.id,
      weekdays: [1],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).fields).toEqual({ patientId: m.patientNotFound });

    const patient = await insertPatient(praxis, { userId: me.id });
    const theirType = await createType(praxis, stranger.cookie);
    const badType = await request(praxis, 'POST', wlBase, me.cookie, {
      patientId: patient.id,
      weekdays: [1],
      timeFrom: '08:00',
      timeTo: '12:00',
      appointmentTypeId: theirType.id,
    });
    expect(errorOf(badType).fields).toEqual({ appointmentTypeId: m.typeNotFound });

    const entry = await addEntry(praxis, me.cookie, {
      patientId: patient.id,
      weekdays: [1],
      timeFrom: '14:00',
      timeTo: '18:00',
    });
    const patch = await request(praxis, 'PATCH', `${wlBase}/${entry.id}`, me.cookie, {
      timeTo: '10:00',
    });
    expect(patch.status).toBe(422);
    expect(errorOf(patch).fields).toEqual({ timeTo: m.windowInvalid });
  });

  it('goes with its patient when the patient is erased', async () => {
    const patient = await insertPatient(
      praxis,
      { userId: me.id },
      { firstName: 'Paul', lastName: 'Cascade' },
    );
    await addEntry(praxis, me.cookie, {
      patientId: patient.id,
      weekdays: [1],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    const res = await request(praxis, 'POST', `/api/v1/patients/${patient.id}/erase`, me.cookie, {
      confirmation: 'Paul Cascade',
    });
    expect(res.status, res.text).toBe(204);
    expect(await entryRows(patient.id)).toEqual([]);
  });
});

describe('matching a freed slot', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(praxis);
    const add = async (lastName: string, weekdays: number[], timeFrom: string, timeTo: string) => {
      const p = await insertPatient(praxis, { userId: user.id }, { firstName: 'P', lastName });
      await addEntry(praxis, user.cookie, { patientId: p.id, weekdays, timeFrom, timeTo });
    };
    await add('MardiMatin', [2], '08:00', '12:00');
    await add('MardiJeudiAprem', [2, 4], '12:00', '20:00');
    await add('Lundi', [1], '08:00', '20:00');
  });

  it('by weekday and window, in Europe/Paris (summer and winter offsets)', async () => {
    // Tuesday 2027-06-08, 09:00 in Paris (UTC+2)
    expect(await matches('2027-06-08T07:00:00Z', '2027-06-08T07:45:00Z', user.cookie)).toEqual([
      'MardiMatin',
    ]);
    // Tuesday 2027-01-12, 11:30 in Paris (UTC+1): still the morning
    expect(await matches('2027-01-12T10:30:00Z', '2027-01-12T11:15:00Z', user.cookie)).toEqual([
      'MardiMatin',
    ]);
    // 12:00 sharp belongs to the afternoon window, not the morning one (half-open)
    expect(
      await matches('2027-01-12T12:00:00+01:00', '2027-01-12T13:00:00+01:00', user.cookie),
    ).toEqual(['MardiJeudiAprem']);
    // Thursday 2027-06-10, 15:00 Paris
    expect(
      await matches('2027-06-10T15:00:00+02:00', '2027-06-10T16:00:00+02:00', user.cookie),
    ).toEqual(['MardiJeudiAprem']);
    // Monday 23:30 UTC is already Tuesday 01:30 in Paris: a Tuesday, outside every window
    expect(await matches('2027-06-07T23:30:00Z', '2027-06-08T00:15:00Z', user.cookie)).toEqual([]);
    // Monday 06:30 UTC = 08:30 Paris
    expect(await matches('2027-06-07T06:30:00Z', '2027-06-07T07:00:00Z', user.cookie)).toEqual([
      'Lundi',
    ]);
  });

  it("uses the practitioner's own zone when the profile names one", async () => {
    await praxis.database.db
      .update(profiles)
      .set({ timezone: 'America/Toronto' })
      .where(eq(profiles.userId, user.id));
    // 2027-06-08T13:00Z = Tuesday 09:00 in Toronto, 15:00 in Paris
    expect(await matches('2027-06-08T13:00:00Z', '2027-06-08T14:00:00Z', user.cookie)).toEqual([
      'MardiMatin',
    ]);
    await praxis.database.db
      .update(profiles)
      .set({ timezone: 'Europe/Paris' })
      .where(eq(profiles.userId, user.id));
    expect(await matches('2027-06-08T13:00:00Z', '2027-06-08T14:00:00Z', user.cookie)).toEqual([
      'MardiJeudiAprem',
    ]);
  });

  it('refuses a slot that is not one', async () => {
    for (const path of [
      matchesPath('demain', '2027-06-08T14:00:00Z'),
      matchesPath('2027-06-08T14:00:00Z', '2027-06-08T13:00:00Z'),
      `${wlBase}/matches`,
    ]) {
      const res = await request(praxis, 'GET', path, user.cookie);
      expect(res.status, path).toBe(422);
      expect(errorOf(res).message).toBe(m.slotInvalid);
    }
  });
});

describe('booking from the waiting list', () => {
  it('removes the entry in the appointment’s transaction', async () => {
    const patient = await insertPatient(
      praxis,
      { userId: me.id },
      { firstName: 'Bea', lastName: 'Booked' },
    );
    const entry = await addEntry(praxis, me.cookie, {
      patientId: patient.id,
      weekdays: [2],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    const slot = {
      appointmentTypeId: type.id,
      startsAt: '2027-06-08T09:00:00+02:00',
      endsAt: '2027-06-08T09:45:00+02:00',
    };
    const booked = await postAppointment(praxis, me.cookie, {
      ...slot,
      patientId: patient.id,
      waitingListEntryId: entry.id,
    });
    expect(booked.status, booked.text).toBe(201);
    expect(await entryRows(patient.id)).toEqual([]);
  });

  it('creates nothing when the entry is not that patient’s, or when the slot is taken', async () => {
    const patient = await insertPatient(praxis, { userId: me.id });
    const other = await insertPatient(praxis, { userId: me.id });
    const entry = await addEntry(praxis, me.cookie, {
      patientId: patient.id,
      weekdays: [3],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    const slot = {
      appointmentTypeId: type.id,
      startsAt: '2027-06-09T09:00:00+02:00',
      endsAt: '2027-06-09T09:45:00+02:00',
    };
    const wrong = await postAppointment(praxis, me.cookie, {
      ...slot,
      patientId: other.id,
      waitingListEntryId: entry.id,
    });
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong).fields).toEqual({ waitingListEntryId: m.notFound });
    const count = await praxis.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(eq(calendarEvents.patientId, other.id));
    expect(count[0]?.n).toBe(0);

    expect((await postAppointment(praxis, me.cookie, slot)).status).toBe(201);
    const taken = await postAppointment(praxis, me.cookie, {
      ...slot,
      patientId: patient.id,
      waitingListEntryId: entry.id,
    });
    expect(taken.status).toBe(409);
    expect((await entryRows(patient.id)).map((r) => r.id)).toEqual([entry.id]);
  });

  it('keeps the entry when the insert after the removal fails (one transaction)', async () => {
    const patient = await insertPatient(praxis, { userId: me.id });
    const entry: TWaitingListEntry = await addEntry(praxis, me.cookie, {
      patientId: patient.id,
      weekdays: [5],
      timeFrom: '08:00',
      timeTo: '12:00',
    });
    await praxis.database.exec(
      `CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$;
       CREATE TRIGGER test_fault AFTER DELETE ON waiting_list_entries FOR EACH ROW EXECUTE FUNCTION test_fault();`,
    );
    try {
      const res = await postAppointment(praxis, me.cookie, {
        appointmentTypeId: type.id,
        patientId: patient.id,
        waitingListEntryId: entry.id,
        startsAt: '2027-06-11T09:00:00+02:00',
        endsAt: '2027-06-11T09:45:00+02:00',
      });
      expect(res.status).toBe(500);
    } finally {
      await praxis.database.exec(
        'DROP TRIGGER test_fault ON waiting_list_entries; DROP FUNCTION test_fault();',
      );
    }
    expect((await entryRows(patient.id)).map((r) => r.id)).toEqual([entry.id]);
    const count = await praxis.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(eq(calendarEvents.patientId, patient.id));
    expect(count[0]?.n).toBe(0);
  });
});
