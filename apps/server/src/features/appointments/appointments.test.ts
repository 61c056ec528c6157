import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages as m, type TAppointment, type TAppointmentList } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { calendarEvents } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { base, createAppointment, createType, errorOf, insertPatient, postAppointment } from './appointments.fixtures';
import { appointmentsInRange } from './find-appointments';

let praxis: TestPraxis;
let me: TestUser;
let other: TestUser;
let type: TAppointmentType;
let patient: { id: string; firstName: string; lastName: string };

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis, { firstName: 'Agathe', lastName: 'Lemoine' });
  other = await createUser(praxis, { firstName: 'Octave', lastName: 'Autre' });
  type = await createType(praxis, me.cookie, 'Bilan psychomoteur', 90);
  patient = await insertPatient(praxis, { userId: me.id });
});
afterAll(async () => {
  await praxis.close();
});

const slot = (day: string, from: string, to: string) => ({ startsAt: `${day}T${from}:00+01:00`, endsAt: `${day}T${to}:00+01:00` });
const list = async (query: string, cookie = me.cookie) => request(praxis, 'GET', `${base}?${query}`, cookie);
const items = async (query: string) => ((await list(query)).body as TAppointmentList).items;

describe('creating an appointment (spec 2 §5.1)', () => {
  it('creates an appointment for a patient, scheduled by default, with its patient and type', async () => {
    const res = await postAppointment(praxis, me.cookie, {
      appointmentTypeId: type.id,
      patientId: patient.id,
      ...slot('2026-12-01', '09:00', '10:30'),
      location: ' Cabinet ',
      notes: 'Première rencontre',
    });
    expect(res.status, res.text).toBe(201);
    const created = res.body as TAppointment;
    expect(created).toMatchObject({
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-01T09:30:00.000Z',
      status: 'scheduled',
      location: 'Cabinet',
      notes: 'Première rencontre',
      patient: { id: patient.id, firstName: 'Éloïse', lastName: 'Dupré' },
      appointmentType: { id: type.id, name: 'Bilan psychomoteur', durationMinutes: 90 },
    });
    const got = await request(praxis, 'GET', `${base}/${created.id}`, me.cookie);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
  });

  it('creates a free slot (no patient) and keeps the given status', async () => {
    const created = await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, patientId: null, ...slot('2026-12-02', '14:00', '14:45'), status: 'draft' });
    expect(created).toMatchObject({ patient: null, status: 'draft', location: null, notes: null });
  });

  it('accepts exactly 480 minutes', async () => {
    await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, ...slot('2026-12-03', '08:00', '16:00') });
  });

  it.each([
    ['no type', { appointmentTypeId: undefined }, 'appointmentTypeId', m.typeRequired],
    ['an empty type', { appointmentTypeId: '' }, 'appointmentTypeId', m.typeRequired],
    ['no start', { startsAt: undefined }, 'startsAt', m.timesRequired],
    ['no end', { endsAt: undefined }, 'endsAt', m.timesRequired],
    ['a blank start', { startsAt: '  ' }, 'startsAt', m.timesRequired],
    ['a malformed date', { startsAt: 'demain 9h' }, 'startsAt', m.dateInvalid],
    ['an impossible date', { endsAt: '2026-02-30T10:00:00+01:00' }, 'endsAt', m.dateInvalid],
    ['a naive date without offset', { startsAt: '2026-12-10T09:00:00' }, 'startsAt', m.dateInvalid],
    ['an end before the start', { endsAt: '2026-12-10T08:00:00+01:00' }, 'endsAt', m.endAfterStart],
    ['a zero duration', { endsAt: '2026-12-10T09:00:00+01:00' }, 'endsAt', m.endAfterStart],
    ['481 minutes', { endsAt: '2026-12-10T17:01:00+01:00' }, 'endsAt', m.durationTooLong],
    ['an unknown status', { status: 'reporté' }, 'status', 'Statut invalide'],
    ['a malformed patient id', { patientId: 'dupre' }, 'patientId', m.patientNotFound],
  ])('refuses %s with 422 and the French message', async (_, patch, field, message) => {
    const res = await postAppointment(praxis, me.cookie, { appointmentTypeId: type.id, ...slot('2026-12-10', '09:00', '10:00'), ...patch });
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
  });

  it('refuses a malformed JSON body in French', async () => {
    const res = await praxis.request(base, { method: 'POST', cookie: me.cookie, body: '{"appointmentTypeId":' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/JSON/);
  });

  it.each([
    ['an unknown type', async () => crypto.randomUUID()],
    ['an inactive type', async () => {
      const old = await createType(praxis, me.cookie, 'Ancienne séance', 30);
      expect((await request(praxis, 'DELETE', `/api/v1/appointment-types/${old.id}`, me.cookie)).status).toBe(204);
      return old.id;
    }],
    ["another practitioner's type", async () => (await createType(praxis, other.cookie, 'Séance d’Octave', 30)).id],
  ])('refuses %s: Type de rendez-vous non trouvé ou inactif', async (_, typeId) => {
    const res = await postAppointment(praxis, me.cookie, { appointmentTypeId: await typeId(), ...slot('2026-12-11', '09:00', '10:00') });
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res)).toMatchObject({ message: m.typeNotFound, fields: { appointmentTypeId: m.typeNotFound } });
  });

  it.each([
    ['an unknown patient', async () => crypto.randomUUID()],
    ["another practitioner's patient", async () => (await insertPatient(praxis, { userId: other.id }, { firstName: 'Zoé', lastName: 'Étrangère' })).id],
  ])('refuses %s: Patient non trouvé', async (_, patientId) => {
    const res = await postAppointment(praxis, me.cookie, { appointmentTypeId: type.id, patientId: await patientId(), ...slot('2026-12-11', '09:00', '10:00') });
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res)).toMatchObject({ message: m.patientNotFound, fields: { patientId: m.patientNotFound } });
    expect(res.text).not.toContain('Étrangère');
  });

  it('answers 401 Utilisateur non authentifié without a session', async () => {
    const res = await postAppointment(praxis, undefined, { appointmentTypeId: type.id, ...slot('2026-12-11', '09:00', '10:00') });
    expect(res.status).toBe(401);
    expect(errorOf(res).message).toBe(m.notAuthenticated);
  });
});

describe('reading a period (spec 2 §7)', () => {
  const day = '2027-01-14';
  let seance: TAppointmentType;
  beforeAll(async () => {
    seance = await createType(praxis, me.cookie, 'Séance de rééducation', 45);
    await createAppointment(praxis, me.cookie, { appointmentTypeId: seance.id, patientId: patient.id, ...slot(day, '11:00', '11:45'), notes: 'C' });
    await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, ...slot(day, '07:00', '08:00'), notes: 'A', status: 'completed' });
    await createAppointment(praxis, me.cookie, { appointmentTypeId: seance.id, ...slot(day, '08:30', '09:30'), notes: 'B', status: 'cancelled' });
    await createAppointment(praxis, me.cookie, { appointmentTypeId: seance.id, ...slot(day, '12:00', '13:00'), notes: 'D' });
  });
  const range = (from: string, to: string) => `from=${encodeURIComponent(`${day}T${from}:00+01:00`)}&to=${encodeURIComponent(`${day}T${to}:00+01:00`)}`;

  it('returns the events overlapping [from, to) by start time, with patient and type', async () => {
    const found = await items(range('07:30', '12:00'));
    expect(found.map((a) => a.notes)).toEqual(['A', 'B', 'C']);
    expect(found[2]).toMatchObject({ patient: { firstName: 'Éloïse' }, appointmentType: { name: 'Séance de rééducation', durationMinutes: 45 } });
    expect((await list(range('07:30', '12:00'))).body).toMatchObject({ total: 3 });
  });

  it('answers each event of the period exactly as its own read does (the period read formats in SQL)', async () => {
    const otherDay = '2027-01-21';
    const withAll = await createAppointment(praxis, me.cookie, {
      appointmentTypeId: seance.id,
      patientId: patient.id,
      ...slot(otherDay, '15:00', '15:45'),
      location: 'Domicile',
      notes: 'Objectifs « fins » 1/2',
      sessionObjectives: ['Équilibre', 'Graphisme, "lettres"'],
    });
    // Sub-millisecond write times: the list truncates them to the millisecond like toISOString().
    await praxis.database.db.update(calendarEvents).set({ updatedAt: sql`'2027-01-02T03:04:05.9996Z'::timestamptz` }).where(eq(calendarEvents.id, withAll.id));
    await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, patientId: null, ...slot(otherDay, '16:00', '17:00'), status: 'draft' });
    const found = await items(`from=${encodeURIComponent(`${otherDay}T00:00:00+01:00`)}&to=${encodeURIComponent(`${otherDay}T23:59:00+01:00`)}`);
    expect(found.length).toBe(2);
    for (const item of found) {
      const own = await request(praxis, 'GET', `${base}/${item.id}`, me.cookie);
      expect(item).toEqual(own.body);
    }
    expect(found.find((a) => a.id === withAll.id)).toMatchObject({ sessionObjectives: ['Équilibre', 'Graphisme, "lettres"'], updatedAt: '2027-01-02T03:04:05.999Z', isOwn: true });
  });

  it('finds an 8-hour event from its last minute (the read bounds starts_at at from - 8 h)', async () => {
    await createAppointment(praxis, me.cookie, { appointmentTypeId: seance.id, ...slot('2027-01-15', '00:00', '08:00'), notes: 'Longue' });
    const at = (time: string) => encodeURIComponent(`2027-01-15T${time}:00+01:00`);
    expect((await items(`from=${at('07:59')}&to=${at('09:00')}`)).map((a) => a.notes)).toEqual(['Longue']);
  });

  it('leaves out an event that ends exactly at from or starts exactly at to', async () => {
    expect((await items(range('08:00', '08:30'))).map((a) => a.notes)).toEqual([]);
  });

  it('filters by types and statuses (comma-separated)', async () => {
    expect((await items(`${range('00:00', '23:59')}&typeIds=${seance.id}`)).map((a) => a.notes)).toEqual(['B', 'C', 'D']);
    expect((await items(`${range('00:00', '23:59')}&statuses=completed,cancelled`)).map((a) => a.notes)).toEqual(['A', 'B']);
    expect((await items(`${range('00:00', '23:59')}&typeIds=${seance.id}&statuses=scheduled`)).map((a) => a.notes)).toEqual(['C', 'D']);
    expect((await items(`${range('00:00', '23:59')}&typeIds=${seance.id},${type.id}&statuses=scheduled,completed`)).map((a) => a.notes)).toEqual(['A', 'C', 'D']);
  });

  it('reads any number of types and statuses with one statement text (it is prepared: no text per count)', async () => {
    const scope = { userId: me.id, organizationId: null };
    const period = { from: new Date('2027-01-14T00:00:00Z'), to: new Date('2027-01-15T00:00:00Z') };
    const textOf = (typeIds: string[], statuses: TAppointment['status'][]) =>
      appointmentsInRange(praxis.database.db, scope, period, { typeIds, statuses }).toSQL().sql;
    const one = textOf([seance.id], ['scheduled']);
    expect(textOf([seance.id, type.id, crypto.randomUUID()], ['scheduled', 'completed', 'cancelled'])).toBe(one);
    expect(textOf(Array.from({ length: 40 }, () => crypto.randomUUID()), ['draft', 'draft'])).toBe(one);
  });

  it('still shows events whose type was deleted since', async () => {
    expect((await request(praxis, 'DELETE', `/api/v1/appointment-types/${seance.id}`, me.cookie)).status).toBe(204);
    expect((await items(range('10:00', '23:00'))).map((a) => a.appointmentType.name)).toEqual(['Séance de rééducation', 'Séance de rééducation']);
  });

  it('accepts 62 days, the 42-day month grid included', async () => {
    expect((await list(`from=2027-01-01T00:00:00Z&to=2027-03-04T00:00:00Z`)).status).toBe(200);
  });

  it.each([
    ['from after to', 'from=2027-01-15T00:00:00Z&to=2027-01-14T00:00:00Z', 'to', m.rangeInvalid],
    ['from equal to to', 'from=2027-01-15T00:00:00Z&to=2027-01-15T00:00:00Z', 'to', m.rangeInvalid],
    ['more than 62 days', 'from=2027-01-01T00:00:00Z&to=2027-03-04T00:00:01Z', 'to', m.rangeTooLong],
    ['no from', 'to=2027-01-15T00:00:00Z', 'from', m.rangeInvalid],
    ['no to', 'from=2027-01-15T00:00:00Z', 'to', m.rangeInvalid],
    ['a malformed date', 'from=hier&to=2027-01-15T00:00:00Z', 'from', m.dateInvalid],
    ['a naive date', 'from=2027-01-14T00:00:00&to=2027-01-15T00:00:00Z', 'from', m.dateInvalid],
    ['a malformed type id', 'from=2027-01-14T00:00:00Z&to=2027-01-15T00:00:00Z&typeIds=abc', 'typeIds.0', 'Type de rendez-vous invalide'],
    ['an unknown status', 'from=2027-01-14T00:00:00Z&to=2027-01-15T00:00:00Z&statuses=scheduled,perdu', 'statuses.1', 'Statut invalide'],
  ])('refuses %s with 422', async (_, query, field, message) => {
    const res = await list(query);
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res)).toMatchObject({ message, fields: { [field]: message } });
  });
});

describe('editing and deleting (spec 2 §2.3, §7)', () => {
  const day = '2027-02-09';
  let appointment: TAppointment;
  beforeAll(async () => {
    appointment = await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, patientId: patient.id, ...slot(day, '09:00', '10:00') });
  });
  const patch = (id: string, body: Record<string, unknown>) => request(praxis, 'PATCH', `${base}/${id}`, me.cookie, body);

  it('changes notes, location, status and type; the patient never changes', async () => {
    const seance = await createType(praxis, me.cookie, 'Bilan orthophonique', 60);
    const stranger = await insertPatient(praxis, { userId: me.id }, { firstName: 'Noé', lastName: 'Bérard' });
    const res = await patch(appointment.id, { notes: 'Apporter le carnet', location: 'Domicile', status: 'completed', appointmentTypeId: seance.id, patientId: stranger.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      notes: 'Apporter le carnet',
      location: 'Domicile',
      status: 'completed',
      appointmentType: { id: seance.id, name: 'Bilan orthophonique' },
      patient: { id: patient.id },
      startsAt: appointment.startsAt,
    });
    const cleared = await patch(appointment.id, { notes: '   ', location: null });
    expect(cleared.body).toMatchObject({ notes: null, location: null });
  });

  it('moves with one bound only, checked against the stored other one', async () => {
    const moved = await patch(appointment.id, { endsAt: `${day}T10:30:00+01:00` });
    expect(moved.body).toMatchObject({ startsAt: `${day}T08:00:00.000Z`, endsAt: `${day}T09:30:00.000Z` });
    const after = await patch(appointment.id, { startsAt: `${day}T11:00:00+01:00` });
    expect(after.status).toBe(422);
    expect(errorOf(after)).toMatchObject({ message: m.endAfterStart, fields: { endsAt: m.endAfterStart } });
    const tooLong = await patch(appointment.id, { startsAt: `${day}T02:29:00+01:00` });
    expect(errorOf(tooLong)).toMatchObject({ message: m.durationTooLong, fields: { endsAt: m.durationTooLong } });
    const both = await patch(appointment.id, { startsAt: `${day}T11:00:00+01:00`, endsAt: `${day}T10:00:00+01:00` });
    expect(errorOf(both).fields).toEqual({ endsAt: m.endAfterStart });
    expect((await request(praxis, 'GET', `${base}/${appointment.id}`, me.cookie)).body).toMatchObject({ endsAt: `${day}T09:30:00.000Z` });
  });

  it.each([
    ['an inactive type', async () => {
      const old = await createType(praxis, me.cookie, 'Type retiré', 30);
      await request(praxis, 'DELETE', `/api/v1/appointment-types/${old.id}`, me.cookie);
      return old.id;
    }],
    ["another practitioner's type", async () => (await createType(praxis, other.cookie)).id],
  ])('refuses a change to %s', async (_, typeId) => {
    const res = await patch(appointment.id, { appointmentTypeId: await typeId() });
    expect(res.status).toBe(422);
    expect(errorOf(res)).toMatchObject({ message: m.typeNotFound, fields: { appointmentTypeId: m.typeNotFound } });
  });

  it('keeps an inactive type that is not changed', async () => {
    const old = await createType(praxis, me.cookie, 'Type bientôt retiré', 30);
    const kept = await createAppointment(praxis, me.cookie, { appointmentTypeId: old.id, ...slot(day, '15:00', '15:30') });
    await request(praxis, 'DELETE', `/api/v1/appointment-types/${old.id}`, me.cookie);
    const res = await patch(kept.id, { appointmentTypeId: old.id, notes: 'Toujours là' });
    expect(res.status, res.text).toBe(200);
  });

  it('answers 404 Rendez-vous non trouvé for unknown and malformed ids', async () => {
    for (const id of [crypto.randomUUID(), 'pas-un-id']) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const res = await request(praxis, method, `${base}/${id}`, me.cookie, method === 'PATCH' ? { notes: 'x' } : undefined);
        expect(res.status, `${method} ${id}`).toBe(404);
      }
    }
    expect(errorOf(await request(praxis, 'GET', `${base}/${crypto.randomUUID()}`, me.cookie)).message).toBe(m.notFound);
  });

  it('deletes for real', async () => {
    const doomed = await createAppointment(praxis, me.cookie, { appointmentTypeId: type.id, ...slot(day, '17:00', '17:30') });
    expect((await request(praxis, 'DELETE', `${base}/${doomed.id}`, me.cookie)).status).toBe(204);
    expect(await praxis.database.db.select().from(calendarEvents).where(eq(calendarEvents.id, doomed.id))).toEqual([]);
    const again = await request(praxis, 'DELETE', `${base}/${doomed.id}`, me.cookie);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe(m.notFound);
  });
});

describe('OpenAPI', () => {
  it('documents the agenda under the Agenda tag', async () => {
    const doc = (await (await praxis.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/appointments', '/api/v1/appointments/{id}']));
    expect(doc.paths['/api/v1/appointments']?.post?.tags).toEqual(['Agenda']);
  });
});
