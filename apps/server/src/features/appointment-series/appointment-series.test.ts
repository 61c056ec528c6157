import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesMessages } from '@praxis/shared/appointments/series';
import { appointmentMessages as m, type TAppointment } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { appointmentSeries, calendarEvents, reminderSendings } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { base, createAppointment, createType, errorOf, insertPatient } from '../appointments/appointments.fixtures';
import { createSeries, previewSeries, seriesBase, seriesInput } from './appointment-series.fixtures';

/** Recurring series (issue 17 §2) on the database under test, with a fixed clock (reminders). */
const clock = { now: new Date('2026-09-01T06:00:00Z') };
let praxis: TestPraxis;
let me: TestUser;
let type: TAppointmentType;
let patientId: string;

beforeAll(async () => {
  praxis = await createTestPraxis({}, { now: () => clock.now, workers: false });
  me = await createUser(praxis);
  type = await createType(praxis, me.cookie, 'Séance de rééducation', 45);
  patientId = (await insertPatient(praxis, { userId: me.id })).id;
  const rule = await request(praxis, 'POST', '/api/v1/reminder-rules', me.cookie, {
    appointmentTypeId: type.id,
    channel: 'email',
    delayUnit: 'hours',
    delay: 24,
    messageTemplate: 'Bonjour {patient_name}, RDV le {date_rdv} à {heure_rdv}.',
  });
  expect(rule.status, rule.text).toBe(201);
});
afterAll(async () => {
  await praxis.close();
});

const weekly = (count: number, holidayZone: 'A' | 'B' | 'C' | null = null) => ({ frequency: 'weekly' as const, ends: 'count' as const, count, holidayZone });
const eventsOfSeries = (seriesId: string) =>
  praxis.database.db.select({ id: calendarEvents.id, startsAt: calendarEvents.startsAt, status: calendarEvents.status }).from(calendarEvents).where(eq(calendarEvents.seriesId, seriesId)).orderBy(calendarEvents.startsAt);
const pendingReminders = (appointmentId: string) =>
  praxis.database.db
    .select({ startAt: reminderSendings.startAt, scheduledAt: reminderSendings.scheduledAt })
    .from(reminderSendings)
    .where(and(eq(reminderSendings.appointmentId, appointmentId), eq(reminderSendings.status, 'scheduled')));

describe('a weekly series of 10 with one date taken', () => {
  const input = () => seriesInput(type.id, '2026-09-08T10:00:00+02:00', 45, weekly(10), patientId);
  let taken: TAppointment;

  beforeAll(async () => {
    taken = await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, startsAt: '2026-09-22T10:30:00+02:00', endsAt: '2026-09-22T11:30:00+02:00' });
  });

  it('previews ten dates, the taken one flagged with the appointment it overlaps, and writes nothing', async () => {
    const before = await praxis.database.db.select({ id: calendarEvents.id }).from(calendarEvents);
    const preview = await previewSeries(praxis, me.cookie, input());
    expect(preview.occurrences.map((o) => o.date)).toEqual([
      '2026-09-08', '2026-09-15', '2026-09-22', '2026-09-29', '2026-10-06', '2026-10-13', '2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10',
    ]);
    const conflicts = preview.occurrences.filter((o) => o.conflict);
    expect(conflicts).toEqual([{ date: '2026-09-22', startsAt: '2026-09-22T08:00:00.000Z', endsAt: '2026-09-22T08:45:00.000Z', conflict: { startsAt: taken.startsAt, endsAt: taken.endsAt } }]);
    expect(preview.skipped).toEqual([]);
    expect(await praxis.database.db.select({ id: calendarEvents.id }).from(calendarEvents)).toHaveLength(before.length);
  });

  it('creates the nine free dates in one series, each with its reminder, and keeps 10:00 across the end of October', async () => {
    const created = await createSeries(praxis, me.cookie, input());
    expect(created.created).toHaveLength(9);
    expect(created.conflicts.map((c) => c.date)).toEqual(['2026-09-22']);
    const rows = await eventsOfSeries(created.seriesId);
    expect(rows).toHaveLength(9);
    // Summer time until 25 October 2026, winter time after: 10:00 in Paris either way.
    expect(rows.map((r) => r.startsAt.toISOString().slice(11, 16))).toEqual(['08:00', '08:00', '08:00', '08:00', '08:00', '08:00', '09:00', '09:00', '09:00']);
    expect(created.created.every((a) => a.seriesId === created.seriesId && a.patient?.id === patientId)).toBe(true);
    for (const row of rows) {
      const reminders = await pendingReminders(row.id);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.scheduledAt.getTime()).toBe(row.startsAt.getTime() - 24 * 3_600_000);
    }
  });
});

describe('school holidays', () => {
  const input = (zone: 'A' | 'C' | null) => seriesInput(type.id, '2027-02-01T15:00:00+01:00', 45, weekly(4, zone));

  it.each([
    ['C', ['2027-02-01', '2027-02-22', '2027-03-01', '2027-03-08'], ['2027-02-08', '2027-02-15']],
    ['A', ['2027-02-01', '2027-02-08', '2027-03-01', '2027-03-08'], ['2027-02-15', '2027-02-22']],
    [null, ['2027-02-01', '2027-02-08', '2027-02-15', '2027-02-22'], []],
  ] as const)('zone %s skips its own winter holidays and still counts four sessions', async (zone, dates, skipped) => {
    const preview = await previewSeries(praxis, me.cookie, input(zone));
    expect(preview.occurrences.map((o) => o.date)).toEqual(dates);
    expect(preview.skipped).toEqual(skipped.map((date) => ({ date, holiday: "Vacances d'hiver" })));
    expect(preview.occurrences.every((o) => o.startsAt.endsWith('T14:00:00.000Z'))).toBe(true);
  });
});

describe('refusals, in French, with nothing written', () => {
  it.each([
    ['200 sessions', weekly(200), 'rule.count', seriesMessages.tooMany],
    ['an end before the start', { frequency: 'weekly' as const, ends: 'until' as const, until: '2026-12-01' }, 'rule.until', seriesMessages.untilBeforeStart],
    ['an end date a year and a half later', { frequency: 'weekly' as const, ends: 'until' as const, until: '2028-06-30' }, 'rule.until', seriesMessages.tooMany],
  ])('refuses %s', async (_, rule, field, message) => {
    const body = seriesInput(type.id, '2026-12-07T09:00:00+01:00', 45, rule);
    for (const path of [`${seriesBase}/preview`, seriesBase]) {
      const res = await request(praxis, 'POST', path, me.cookie, body);
      expect(res.status, res.text).toBe(422);
      expect(errorOf(res).message).toBe(message);
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    const rows = await praxis.database.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.startsAt, new Date('2026-12-07T08:00:00Z')));
    expect(rows).toEqual([]);
  });

  it('refuses a first appointment in year 9999 instead of stepping past the calendar', async () => {
    const res = await request(praxis, 'POST', `${seriesBase}/preview`, me.cookie, seriesInput(type.id, '9999-12-20T09:00:00+01:00', 45, weekly(3)));
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res).message).toBe(m.dateInvalid);
  });

  it('refuses a series whose every date is taken, without writing the series', async () => {
    const series = await praxis.database.db.select({ id: appointmentSeries.id }).from(appointmentSeries);
    const body = seriesInput(type.id, '2026-09-08T10:00:00+02:00', 45, weekly(2));
    const res = await request(praxis, 'POST', seriesBase, me.cookie, body);
    expect(res.status, res.text).toBe(409);
    expect(errorOf(res).message).toBe(seriesMessages.noFreeDate);
    expect(await praxis.database.db.select({ id: appointmentSeries.id }).from(appointmentSeries)).toHaveLength(series.length);
  });
});

describe("'this one' and 'this and the following'", () => {
  let ids: string[];

  beforeAll(async () => {
    const created = await createSeries(praxis, me.cookie, seriesInput(type.id, '2026-11-04T09:00:00+01:00', 45, weekly(5), patientId));
    ids = created.created.map((a) => a.id);
  });
  const startOf = async (id: string) => {
    const res = await request(praxis, 'GET', `${base}/${id}`, me.cookie);
    return (res.body as TAppointment).startsAt;
  };

  it("moves only the one with scope 'this' (the default), and its reminder follows", async () => {
    const id = ids[1] ?? '';
    const res = await request(praxis, 'PATCH', `${base}/${id}`, me.cookie, { startsAt: '2026-11-12T14:00:00+01:00', endsAt: '2026-11-12T14:45:00+01:00' });
    expect(res.status, res.text).toBe(200);
    expect(await startOf(id)).toBe('2026-11-12T13:00:00.000Z');
    expect(await startOf(ids[2] ?? '')).toBe('2026-11-18T08:00:00.000Z');
    const reminders = await pendingReminders(id);
    expect(reminders.map((r) => r.scheduledAt.toISOString())).toEqual(['2026-11-11T13:00:00.000Z']);
  });

  it("moves the third and the following ones to 11:00 the next day, the earlier ones untouched, reminders following", async () => {
    const res = await request(praxis, 'PATCH', `${base}/${ids[2]}?scope=following`, me.cookie, { startsAt: '2026-11-19T11:00:00+01:00', endsAt: '2026-11-19T12:00:00+01:00' });
    expect(res.status, res.text).toBe(200);
    const starts = await Promise.all(ids.map(startOf));
    expect(starts).toEqual(['2026-11-04T08:00:00.000Z', '2026-11-12T13:00:00.000Z', '2026-11-19T10:00:00.000Z', '2026-11-26T10:00:00.000Z', '2026-12-03T10:00:00.000Z']);
    for (const id of ids.slice(2)) {
      const [reminder] = await pendingReminders(id);
      const start = Date.parse(await startOf(id));
      expect(reminder?.scheduledAt.getTime()).toBe(start - 24 * 3_600_000);
    }
  });

  it('cancels the fourth and the following ones, their reminders cancelled', async () => {
    const res = await request(praxis, 'PATCH', `${base}/${ids[3]}?scope=following`, me.cookie, { status: 'cancelled' });
    expect(res.status, res.text).toBe(200);
    const rows = await praxis.database.db.select({ id: calendarEvents.id, status: calendarEvents.status }).from(calendarEvents).where(eq(calendarEvents.seriesId, (res.body as TAppointment).seriesId ?? ''));
    const statusOf = (id: string | undefined) => rows.find((r) => r.id === id)?.status;
    expect(ids.map(statusOf)).toEqual(['scheduled', 'scheduled', 'scheduled', 'cancelled', 'cancelled']);
    expect(await pendingReminders(ids[3] ?? '')).toEqual([]);
    expect(await pendingReminders(ids[4] ?? '')).toEqual([]);
  });

  it('refuses a following move onto a taken slot, with nothing moved', async () => {
    await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, startsAt: '2026-11-19T16:00:00+01:00', endsAt: '2026-11-19T17:00:00+01:00' });
    const res = await request(praxis, 'PATCH', `${base}/${ids[0]}?scope=following`, me.cookie, { startsAt: '2026-11-04T16:00:00+01:00', endsAt: '2026-11-04T16:45:00+01:00' });
    expect(res.status, res.text).toBe(409);
    expect(errorOf(res).message).toBe(m.overlapWith('16:00', '17:00'));
    expect(await startOf(ids[0] ?? '')).toBe('2026-11-04T08:00:00.000Z');
    expect(await startOf(ids[1] ?? '')).toBe('2026-11-12T13:00:00.000Z');
  });

  it('pushes a weekly series back a week and brings it forward again: each session takes a sibling’s former slot', async () => {
    const created = await createSeries(praxis, me.cookie, seriesInput(type.id, '2027-01-06T09:00:00+01:00', 45, weekly(4), patientId));
    const seriesIds = created.created.map((a) => a.id);
    const weekLater = await request(praxis, 'PATCH', `${base}/${seriesIds[0]}?scope=following`, me.cookie, { startsAt: '2027-01-13T09:00:00+01:00', endsAt: '2027-01-13T09:45:00+01:00' });
    expect(weekLater.status, weekLater.text).toBe(200);
    expect(await Promise.all(seriesIds.map(startOf))).toEqual(['2027-01-13T08:00:00.000Z', '2027-01-20T08:00:00.000Z', '2027-01-27T08:00:00.000Z', '2027-02-03T08:00:00.000Z']);
    const weekEarlier = await request(praxis, 'PATCH', `${base}/${seriesIds[0]}?scope=following`, me.cookie, { startsAt: '2027-01-06T09:00:00+01:00', endsAt: '2027-01-06T09:45:00+01:00' });
    expect(weekEarlier.status, weekEarlier.text).toBe(200);
    expect(await Promise.all(seriesIds.map(startOf))).toEqual(['2027-01-06T08:00:00.000Z', '2027-01-13T08:00:00.000Z', '2027-01-20T08:00:00.000Z', '2027-01-27T08:00:00.000Z']);
  });

  it("refuses an unknown scope in French, editing or deleting", async () => {
    const res = await request(praxis, 'PATCH', `${base}/${ids[0]}?scope=toutes`, me.cookie, { notes: 'x' });
    expect(res.status).toBe(422);
    expect(errorOf(res).message).toBe(seriesMessages.scopeInvalid);
    const removal = await request(praxis, 'DELETE', `${base}/${ids[0]}?scope=toutes`, me.cookie);
    expect(removal.status).toBe(422);
    expect(errorOf(removal).message).toBe(seriesMessages.scopeInvalid);
    expect(await startOf(ids[0] ?? '')).toBe('2026-11-04T08:00:00.000Z');
  });

  it("deletes the third and the following ones, the earlier ones kept; 'this' deletes one; an appointment outside a series goes alone", async () => {
    const created = await createSeries(praxis, me.cookie, seriesInput(type.id, '2027-02-03T09:00:00+01:00', 45, weekly(5), patientId));
    const seriesIds = created.created.map((a) => a.id);
    const following = await request(praxis, 'DELETE', `${base}/${seriesIds[2]}?scope=following`, me.cookie);
    expect(following.status, following.text).toBe(204);
    expect((await eventsOfSeries(created.seriesId)).map((e) => e.id)).toEqual(seriesIds.slice(0, 2));
    const one = await request(praxis, 'DELETE', `${base}/${seriesIds[0]}?scope=this`, me.cookie);
    expect(one.status, one.text).toBe(204);
    expect((await eventsOfSeries(created.seriesId)).map((e) => e.id)).toEqual(seriesIds.slice(1, 2));

    const alone = await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, startsAt: '2027-02-04T09:00:00+01:00', endsAt: '2027-02-04T10:00:00+01:00' });
    const neighbour = await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, startsAt: '2027-02-05T09:00:00+01:00', endsAt: '2027-02-05T10:00:00+01:00' });
    expect((await request(praxis, 'DELETE', `${base}/${alone.id}?scope=following`, me.cookie)).status).toBe(204);
    expect((await request(praxis, 'GET', `${base}/${alone.id}`, me.cookie)).status).toBe(404);
    expect((await request(praxis, 'GET', `${base}/${neighbour.id}`, me.cookie)).status).toBe(200);
    const again = await request(praxis, 'DELETE', `${base}/${alone.id}?scope=following`, me.cookie);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe(m.notFound);
  });
});
