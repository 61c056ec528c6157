import { and, gte, lt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentMessages as m, type TAppointment } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { messages } from '@praxis/shared/messages';
import { calendarEvents } from '../../db/schema';
import { fromDatabaseError } from '../../lib/errors';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { base, createAppointment, createType, errorOf, insertPatient, postAppointment } from './appointments.fixtures';

/**
 * The failures the spec names (§8) that no valid request can cause: provoked here with real
 * database faults (a renamed column, a trigger), undone after each test.
 */
let praxis: TestPraxis;
let me: TestUser;
let type: TAppointmentType;
const undo: string[] = [];

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis);
  type = await createType(praxis, me.cookie);
});
afterEach(async () => {
  for (const statement of undo.splice(0).reverse()) await praxis.database.exec(statement);
});
afterAll(async () => {
  await praxis.close();
});

async function breakWith(statement: string, repair: string) {
  await praxis.database.exec(statement);
  undo.push(repair);
}

async function triggerOn(event: 'INSERT' | 'UPDATE', body: string) {
  await breakWith(
    `CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} END $$;
     CREATE TRIGGER test_fault BEFORE ${event} ON calendar_events FOR EACH ROW EXECUTE FUNCTION test_fault();`,
    'DROP TRIGGER test_fault ON calendar_events; DROP FUNCTION test_fault();',
  );
}

const body = (extra: Record<string, unknown> = {}) => ({ appointmentTypeId: type.id, startsAt: '2027-03-01T09:00:00+01:00', endsAt: '2027-03-01T10:00:00+01:00', ...extra });

describe('server-side failures answer with the spec’s messages (spec 2 §8)', () => {
  it('Erreur lors de la vérification du type de rendez-vous', async () => {
    await breakWith('ALTER TABLE appointment_types RENAME COLUMN is_active TO is_active_broken', 'ALTER TABLE appointment_types RENAME COLUMN is_active_broken TO is_active');
    const res = await postAppointment(praxis, me.cookie, body());
    expect(res.status).toBe(500);
    expect(errorOf(res)).toEqual({ code: 'INTERNAL', message: m.typeCheckFailed });
  });

  it('Erreur lors de la vérification du patient', async () => {
    const patient = await insertPatient(praxis, { userId: me.id });
    await breakWith('ALTER TABLE patients RENAME COLUMN first_name TO first_name_broken', 'ALTER TABLE patients RENAME COLUMN first_name_broken TO first_name');
    const res = await postAppointment(praxis, me.cookie, body({ patientId: patient.id }));
    expect(res.status).toBe(500);
    expect(errorOf(res)).toEqual({ code: 'INTERNAL', message: m.patientCheckFailed });
  });

  it('Erreur lors de la création du rendez-vous', async () => {
    await triggerOn('INSERT', "RAISE EXCEPTION 'panne simulée';");
    const res = await postAppointment(praxis, me.cookie, body());
    expect(res.status).toBe(500);
    expect(errorOf(res)).toEqual({ code: 'INTERNAL', message: m.createFailed });
    expect(res.text).not.toContain('panne');
  });

  it('Aucune donnée retournée après la création', async () => {
    await triggerOn('INSERT', 'RETURN NULL;');
    const res = await postAppointment(praxis, me.cookie, body());
    expect(res.status).toBe(500);
    expect(errorOf(res)).toEqual({ code: 'INTERNAL', message: m.noDataReturned });
  });

  it('Erreur lors de la modification', async () => {
    const appointment = await createAppointment(praxis, me.cookie, body({ startsAt: '2027-03-02T09:00:00+01:00', endsAt: '2027-03-02T10:00:00+01:00' }));
    await triggerOn('UPDATE', "RAISE EXCEPTION 'panne simulée';");
    const res = await request(praxis, 'PATCH', `${base}/${appointment.id}`, me.cookie, { notes: 'Nouvelle note' });
    expect(res.status).toBe(500);
    expect(errorOf(res)).toEqual({ code: 'INTERNAL', message: m.updateFailed });
  });
});

describe('database constraints behind the checks', () => {
  const insertRaw = async (startsAt: string, endsAt: string) => {
    try {
      await praxis.database.db.insert(calendarEvents).values({ userId: me.id, appointmentTypeId: type.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
      return null;
    } catch (err) {
      return err;
    }
  };

  it('maps the end-before-start CHECK (23514) to its message on endsAt', async () => {
    const err = await insertRaw('2027-03-03T10:00:00Z', '2027-03-03T09:00:00Z');
    const mapped = fromDatabaseError(err);
    expect(mapped).toMatchObject({ code: 'VALIDATION', status: 422, message: m.endAfterStart, fields: { endsAt: m.endAfterStart } });
  });

  it('refuses an event longer than 8 hours in the database too (23514, duration message on endsAt)', async () => {
    expect(await insertRaw('2027-05-10T08:00:00Z', '2027-05-10T16:00:00Z')).toBeNull();
    const err = await insertRaw('2027-05-11T08:00:00Z', '2027-05-11T16:01:00Z');
    const mapped = fromDatabaseError(err);
    expect(mapped).toMatchObject({ code: 'VALIDATION', status: 422, message: m.durationTooLong, fields: { endsAt: m.durationTooLong } });
  });

  it('maps the no-overlap exclusion constraint (23P01) to the generic overlap message', async () => {
    expect(await insertRaw('2027-03-04T09:00:00Z', '2027-03-04T10:00:00Z')).toBeNull();
    const err = await insertRaw('2027-03-04T09:30:00Z', '2027-03-04T10:30:00Z');
    expect(fromDatabaseError(err)).toMatchObject({ code: 'CONFLICT', status: 409, message: m.overlap });
  });

  it('answers 409 with the generic message when the constraint fires under the overlap check', async () => {
    // A cancelled request skips the overlap query; the trigger then makes it a scheduled one, so
    // the insert reaches the constraint as the loser of a race would.
    await createAppointment(praxis, me.cookie, body({ startsAt: '2027-03-05T09:00:00+01:00', endsAt: '2027-03-05T10:00:00+01:00' }));
    await triggerOn('INSERT', "NEW.status := 'scheduled'; RETURN NEW;");
    const res = await postAppointment(praxis, me.cookie, body({ startsAt: '2027-03-05T09:30:00+01:00', endsAt: '2027-03-05T10:30:00+01:00', status: 'cancelled' }));
    expect(res.status, res.text).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: m.overlap });
    const rows = await praxis.database.db
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(and(gte(calendarEvents.startsAt, new Date('2027-03-05T00:00:00Z')), lt(calendarEvents.startsAt, new Date('2027-03-06T00:00:00Z'))));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 with the end-before-start message when the CHECK fires under the checks', async () => {
    await triggerOn('INSERT', "NEW.ends_at := NEW.starts_at - interval '1 minute'; RETURN NEW;");
    const res = await postAppointment(praxis, me.cookie, body({ startsAt: '2027-03-06T09:00:00+01:00', endsAt: '2027-03-06T10:00:00+01:00' }));
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION', message: m.endAfterStart, fields: { endsAt: m.endAfterStart } });
    expect((await request(praxis, 'GET', `${base}?from=2027-03-06T00:00:00Z&to=2027-03-07T00:00:00Z`, me.cookie)).body).toMatchObject({ items: [] as TAppointment[] });
  });
});

describe('transient database states', () => {
  /** A trigger that ends the first `times` writes as PostgreSQL ends a deadlock's victim. */
  async function deadlockFor(event: 'INSERT' | 'UPDATE', times: number) {
    // A sequence, not a table: its count survives the rollback of the write it ends.
    await breakWith(
      `CREATE SEQUENCE test_deadlocks;
       CREATE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
       BEGIN
         IF nextval('test_deadlocks') <= ${times} THEN RAISE EXCEPTION 'deadlock simulé' USING ERRCODE = 'deadlock_detected'; END IF;
         RETURN NEW;
       END $$;
       CREATE TRIGGER test_fault BEFORE ${event} ON calendar_events FOR EACH ROW EXECUTE FUNCTION test_fault();`,
      'DROP TRIGGER test_fault ON calendar_events; DROP FUNCTION test_fault(); DROP SEQUENCE test_deadlocks;',
    );
  }
  const rowsOn = (day: string) =>
    praxis.database.db
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(and(gte(calendarEvents.startsAt, new Date(`${day}T00:00:00Z`)), lt(calendarEvents.startsAt, new Date(`${day}T23:59:59Z`))));

  it('runs a booking ended by a deadlock once more, and it goes through', async () => {
    await deadlockFor('INSERT', 1);
    const res = await postAppointment(praxis, me.cookie, body({ startsAt: '2027-04-01T09:00:00+02:00', endsAt: '2027-04-01T10:00:00+02:00' }));
    expect(res.status, res.text).toBe(201);
    expect(await rowsOn('2027-04-01')).toHaveLength(1);
  });

  it('answers 503, asks to try again and writes nothing when the second try is ended too', async () => {
    await deadlockFor('INSERT', 2);
    const res = await praxis.request(base, { method: 'POST', cookie: me.cookie, body: JSON.stringify(body({ startsAt: '2027-04-02T09:00:00+02:00', endsAt: '2027-04-02T10:00:00+02:00' })) });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(((await res.json()) as { error: unknown }).error).toEqual({ code: 'UNAVAILABLE', message: messages.http.busy });
    expect(await rowsOn('2027-04-02')).toHaveLength(0);
  });

  it('runs a move ended by a deadlock once more', async () => {
    const appointment = await createAppointment(praxis, me.cookie, body({ startsAt: '2027-04-03T09:00:00+02:00', endsAt: '2027-04-03T10:00:00+02:00' }));
    await deadlockFor('UPDATE', 1);
    const res = await request(praxis, 'PATCH', `${base}/${appointment.id}`, me.cookie, { startsAt: '2027-04-03T11:00:00+02:00', endsAt: '2027-04-03T12:00:00+02:00' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ startsAt: new Date('2027-04-03T09:00:00Z').toISOString() });
  });

  it.each([
    ['too many connections', { code: '53300' }],
    ['the server shutting down', { code: '57P01' }],
    ['a connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a broken connection, wrapped by the query builder', new Error('Failed query', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })],
  ])('maps %s to 503 with the database-unavailable message', (_, err) => {
    expect(fromDatabaseError(err)).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: messages.http.databaseUnavailable });
  });
});
