import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSendingReasons as reasons, type TReminderSending } from '@praxis/shared/appointments/reminders';
import type { TAppointmentType, TReminderRule } from '@praxis/shared/settings/schemas';
import { patientRepresentatives, patients, profiles, reminderSendings } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { Mail } from '../../lib/mailer';
import { createBrevoSmsSender } from '../../lib/sms';
import { sqlRows } from '../../lib/sql-rows';
import { startFakeSmsProvider } from '../../test/fake-sms-provider';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { base, createAppointment, createType, insertPatient } from '../appointments/appointments.fixtures';
import { reminderSendJob, runReminderSending } from './reminder-send.job';

/**
 * Reminders sent (issue 17 §1), on the database under test, with a clock the test moves: the
 * server schedules with it and the handler is run by hand at the chosen instant (the workers are
 * off, so the queue never runs a job on its own here).
 */
const clock = { now: new Date('2030-03-01T08:00:00Z') };
let praxis: TestPraxis;
let user: TestUser;
let type: TAppointmentType;
let rule: TReminderRule;

const TEMPLATE = 'Bonjour {patient_name}, RDV le {date_rdv} à {heure_rdv} ({lieu_rdv}) avec {praticien_name}.';

beforeAll(async () => {
  praxis = await createTestPraxis({}, { now: () => clock.now, workers: false });
  user = await createUser(praxis, { firstName: 'Claire', lastName: 'Dubois' });
  await praxis.database.db.update(profiles).set({ civilite: 'Mme', firstName: 'Claire', lastName: 'Dubois' }).where(eq(profiles.userId, user.id));
  type = await createType(praxis, user.cookie, 'Séance de rééducation', 45);
  const created = await request(praxis, 'POST', '/api/v1/reminder-rules', user.cookie, {
    appointmentTypeId: type.id,
    channel: 'email',
    delayUnit: 'hours',
    delay: 24,
    messageTemplate: TEMPLATE,
  });
  expect(created.status, created.text).toBe(201);
  rule = created.body as TReminderRule;
});
afterAll(async () => {
  await praxis.close();
});

let patientCount = 0;
async function patientWith(contact: { email?: string | null; phone?: string | null }) {
  patientCount += 1;
  const patient = await insertPatient(praxis, { userId: user.id }, { firstName: 'Léa', lastName: `Martin${patientCount}` });
  await praxis.database.db
    .update(patients)
    .set({ email: contact.email ?? null, phoneNumber: contact.phone ?? null })
    .where(eq(patients.id, patient.id));
  return patient;
}

async function book(patientId: string | null, startsAt: string, endsAt: string, typeId = type.id) {
  return createAppointment(praxis, user.cookie, { appointmentTypeId: typeId, ...(patientId ? { patientId } : {}), startsAt, endsAt, location: 'Cabinet des Lilas' });
}

async function sendingsOf(appointmentId: string): Promise<TReminderSending[]> {
  const res = await request(praxis, 'GET', `${base}/${appointmentId}/reminders`, user.cookie);
  expect(res.status, res.text).toBe(200);
  return (res.body as { items: TReminderSending[] }).items;
}

async function rowsOf(appointmentId: string) {
  return praxis.database.db.select().from(reminderSendings).where(eq(reminderSendings.appointmentId, appointmentId));
}

/** Runs the handler as the queue would, at the clock's time. */
async function runAt(instant: Date, row: { id: string; scheduledAt: Date }, deps: AppDeps = praxis.deps, isLastAttempt = false) {
  clock.now = instant;
  await runReminderSending(deps, { sendingId: row.id, scheduledAt: row.scheduledAt.toISOString() }, { isLastAttempt });
}

const mailsTo = (to: string) => praxis.mailer.sent.filter((m) => m.to === to);

describe('reminder of an appointment', () => {
  it('is scheduled at start − 24 h, sent once with the variables filled, even when run twice', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const patient = await patientWith({ email: 'lea.martin@exemple.fr' });
    const appointment = await book(patient.id, '2030-03-12T09:30:00+01:00', '2030-03-12T10:15:00+01:00');

    const [row, ...others] = await rowsOf(appointment.id);
    expect(others).toEqual([]);
    expect(row?.status).toBe('scheduled');
    expect(row?.ruleId).toBe(rule.id);
    expect(row?.scheduledAt.toISOString()).toBe('2030-03-11T08:30:00.000Z');
    const [job] = await sqlRows<{ startAfter: string; name: string }>(
      praxis.database.db,
      sql`SELECT name, start_after::text AS "startAfter" FROM pgboss.job WHERE id = ${row?.jobId}::uuid`,
    );
    expect(job?.name).toBe(reminderSendJob.name);
    expect(new Date(job?.startAfter ?? '').toISOString()).toBe('2030-03-11T08:30:00.000Z');
    expect((await sendingsOf(appointment.id)).map((s) => s.status)).toEqual(['scheduled']);
    if (!row) return;

    // Too early (clocks apart): nothing sent, the reminder waits for its time.
    await runAt(new Date('2030-03-11T08:00:00Z'), row);
    expect(mailsTo('lea.martin@exemple.fr')).toHaveLength(0);

    await runAt(new Date('2030-03-11T08:30:05Z'), row);
    await runAt(new Date('2030-03-11T08:31:00Z'), row);
    const mails = mailsTo('lea.martin@exemple.fr');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toBe('Bonjour Léa Martin1, RDV le mardi 12 mars 2030 à 09:30 (Cabinet des Lilas) avec Mme Claire Dubois.');
    expect(mails[0]?.subject).toBe('Rappel de votre rendez-vous du mardi 12 mars 2030 à 09:30');
    expect(mails[0]?.private).toBe(true);
    const [sent] = await sendingsOf(appointment.id);
    expect(sent).toMatchObject({ status: 'sent', channel: 'email', reason: null, sentAt: '2030-03-11T08:30:05.000Z' });
  });

  it('is sent once when two workers run it at the same time', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const patient = await patientWith({ email: 'deux.workers@exemple.fr' });
    const appointment = await book(patient.id, '2030-03-13T09:30:00+01:00', '2030-03-13T10:15:00+01:00');
    const [row] = await rowsOf(appointment.id);
    if (!row) throw new Error('no reminder row');
    clock.now = new Date('2030-03-12T09:00:00Z');
    const payload = { sendingId: row.id, scheduledAt: row.scheduledAt.toISOString() };
    await Promise.all([
      runReminderSending(praxis.deps, payload, { isLastAttempt: false }),
      runReminderSending(praxis.deps, payload, { isLastAttempt: false }),
    ]);
    expect(mailsTo('deux.workers@exemple.fr')).toHaveLength(1);
    // The unique key: the same rule and start cannot get a second row.
    await expect(
      praxis.database.db.insert(reminderSendings).values({ ...row, id: undefined, status: 'scheduled' }),
    ).rejects.toThrow();
  });

  it('follows a move: the old one cancelled, a new one scheduled, only the new one sent', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const patient = await patientWith({ email: 'deplace@exemple.fr' });
    const appointment = await book(patient.id, '2030-03-14T09:30:00+01:00', '2030-03-14T10:15:00+01:00');
    const [old] = await rowsOf(appointment.id);
    const moved = await request(praxis, 'PATCH', `${base}/${appointment.id}`, user.cookie, {
      startsAt: '2030-03-15T14:00:00+01:00',
      endsAt: '2030-03-15T14:45:00+01:00',
    });
    expect(moved.status, moved.text).toBe(200);
    const listed = await sendingsOf(appointment.id);
    expect(listed.map((s) => [s.status, s.reason, s.scheduledAt])).toEqual([
      ['cancelled', reasons.moved, '2030-03-13T08:30:00.000Z'],
      ['scheduled', null, '2030-03-14T13:00:00.000Z'],
    ]);
    if (!old) throw new Error('no reminder row');
    await runAt(new Date('2030-03-13T08:30:00Z'), old);
    expect(mailsTo('deplace@exemple.fr')).toHaveLength(0);
    const fresh = (await rowsOf(appointment.id)).find((r) => r.status === 'scheduled');
    if (!fresh) throw new Error('no new reminder row');
    await runAt(new Date('2030-03-14T13:00:00Z'), fresh);
    expect(mailsTo('deplace@exemple.fr')).toHaveLength(1);
    expect(mailsTo('deplace@exemple.fr')[0]?.text).toContain('à 14:00');
  });

  it('sends nothing for an appointment cancelled or deleted meanwhile', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const patient = await patientWith({ email: 'annule@exemple.fr' });
    const cancelled = await book(patient.id, '2030-03-18T09:30:00+01:00', '2030-03-18T10:15:00+01:00');
    const deleted = await book(patient.id, '2030-03-19T09:30:00+01:00', '2030-03-19T10:15:00+01:00');
    const [cancelledRow] = await rowsOf(cancelled.id);
    const [deletedRow] = await rowsOf(deleted.id);
    if (!cancelledRow || !deletedRow) throw new Error('no reminder row');

    expect((await request(praxis, 'PATCH', `${base}/${cancelled.id}`, user.cookie, { status: 'cancelled' })).status).toBe(200);
    expect((await sendingsOf(cancelled.id)).map((s) => [s.status, s.reason])).toEqual([['cancelled', reasons.cancelled]]);
    expect((await request(praxis, 'DELETE', `${base}/${deleted.id}`, user.cookie)).status).toBe(204);

    await runAt(new Date('2030-03-18T08:30:00Z'), cancelledRow);
    await runAt(new Date('2030-03-19T08:30:00Z'), deletedRow);
    expect(mailsTo('annule@exemple.fr')).toHaveLength(0);
    expect(await rowsOf(deleted.id)).toEqual([]);
  });

  it('records a reminder without e-mail as skipped with the reason, and uses the primary representative', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const alone = await patientWith({ email: null });
    const child = await patientWith({ email: '  ' });
    await praxis.database.db.insert(patientRepresentatives).values([
      { userId: user.id, patientId: child.id, firstName: 'Paul', lastName: 'Parent', relation: 'Père', email: 'autre.parent@exemple.fr', isPrimary: false },
      { userId: user.id, patientId: child.id, firstName: 'Marie', lastName: 'Parent', relation: 'Mère', email: 'maman@exemple.fr', isPrimary: true },
    ]);
    const a = await book(alone.id, '2030-03-20T09:30:00+01:00', '2030-03-20T10:15:00+01:00');
    const b = await book(child.id, '2030-03-20T11:00:00+01:00', '2030-03-20T11:45:00+01:00');
    const [rowA] = await rowsOf(a.id);
    const [rowB] = await rowsOf(b.id);
    if (!rowA || !rowB) throw new Error('no reminder row');
    await runAt(new Date('2030-03-19T09:00:00Z'), rowA);
    await runAt(new Date('2030-03-19T10:00:00Z'), rowB);
    expect((await sendingsOf(a.id)).map((s) => [s.status, s.reason])).toEqual([['skipped', reasons.noEmail]]);
    expect((await sendingsOf(b.id)).map((s) => s.status)).toEqual(['sent']);
    expect(mailsTo('maman@exemple.fr')).toHaveLength(1);
    expect(mailsTo('autre.parent@exemple.fr')).toHaveLength(0);
  });

  it('lets the queue retry when the mail server is down, then records the failure', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const patient = await patientWith({ email: 'smtp.panne@exemple.fr' });
    const appointment = await book(patient.id, '2030-03-21T09:30:00+01:00', '2030-03-21T10:15:00+01:00');
    const [row] = await rowsOf(appointment.id);
    if (!row) throw new Error('no reminder row');
    const tried: Mail[] = [];
    const down: AppDeps = {
      ...praxis.deps,
      mailer: { sent: [], send: (mail) => (tried.push(mail), Promise.reject(new Error('connect ECONNREFUSED'))) },
    };
    await expect(runAt(new Date('2030-03-20T08:30:00Z'), row, down)).rejects.toThrow('ECONNREFUSED');
    expect((await sendingsOf(appointment.id)).map((s) => s.status)).toEqual(['scheduled']);
    await runAt(new Date('2030-03-20T08:31:00Z'), row, down, true);
    expect(tried).toHaveLength(2);
    expect((await sendingsOf(appointment.id)).map((s) => [s.status, s.reason])).toEqual([['failed', reasons.sendFailed]]);
    // A failure is final: a later run (another process) does not send it after all.
    await runAt(new Date('2030-03-20T08:40:00Z'), row);
    expect(mailsTo('smtp.panne@exemple.fr')).toHaveLength(0);
    expect(reminderSendJob.retry?.retryLimit).toBeGreaterThan(0);
  });

  it('records the failure of a job that expired or lost its process (onFailed)', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const patient = await patientWith({ email: 'perdu@exemple.fr' });
    const appointment = await book(patient.id, '2030-03-22T09:30:00+01:00', '2030-03-22T10:15:00+01:00');
    const [row] = await rowsOf(appointment.id);
    if (!row) throw new Error('no reminder row');
    await reminderSendJob.onFailed?.({ sendingId: row.id, scheduledAt: row.scheduledAt.toISOString() }, { deps: praxis.deps, logger: praxis.logger });
    expect((await sendingsOf(appointment.id)).map((s) => [s.status, s.reason])).toEqual([['failed', reasons.sendFailed]]);
  });

  it('schedules nothing for a free slot, and sends at once when booked within the delay', async () => {
    clock.now = new Date('2030-03-01T08:00:00Z');
    const slot = await book(null, '2030-03-25T09:30:00+01:00', '2030-03-25T10:15:00+01:00');
    expect(await rowsOf(slot.id)).toEqual([]);
    const patient = await patientWith({ email: 'demain@exemple.fr' });
    const soon = await book(patient.id, '2030-03-01T15:00:00+01:00', '2030-03-01T15:45:00+01:00');
    const [row] = await rowsOf(soon.id);
    expect(row?.scheduledAt.toISOString()).toBe('2030-02-28T14:00:00.000Z');
    const [job] = await sqlRows<{ startAfter: string }>(praxis.database.db, sql`SELECT start_after::text AS "startAfter" FROM pgboss.job WHERE id = ${row?.jobId}::uuid`);
    // Due already: the job is queued for the server's now, not for the past due time.
    expect(new Date(job?.startAfter ?? '').toISOString()).toBe('2030-03-01T08:00:00.000Z');
    if (!row) return;
    await runAt(new Date('2030-03-01T08:00:01Z'), row);
    expect(mailsTo('demain@exemple.fr')).toHaveLength(1);
  });
});

describe('rule changes', () => {
  it('reschedules pending reminders when the delay changes and cancels them when the rule is deleted', async () => {
    clock.now = new Date('2030-04-01T08:00:00Z');
    const smsType = await createType(praxis, user.cookie, 'Bilan orthophonique', 60);
    const patient = await patientWith({ phone: '0612345678' });
    const appointment = await book(patient.id, '2030-04-10T09:00:00+02:00', '2030-04-10T10:00:00+02:00', smsType.id);
    expect(await rowsOf(appointment.id)).toEqual([]);

    const created = await request(praxis, 'POST', '/api/v1/reminder-rules', user.cookie, {
      appointmentTypeId: smsType.id,
      channel: 'sms',
      delayUnit: 'hours',
      delay: 2,
      messageTemplate: 'Rappel {patient_name} : {date_rdv} {heure_rdv}',
    });
    expect(created.status, created.text).toBe(201);
    const smsRule = created.body as TReminderRule;
    expect((await sendingsOf(appointment.id)).map((s) => [s.status, s.channel, s.scheduledAt])).toEqual([['scheduled', 'sms', '2030-04-10T05:00:00.000Z']]);

    const updated = await request(praxis, 'PATCH', `/api/v1/reminder-rules/${smsRule.id}`, user.cookie, {
      appointmentTypeId: smsType.id,
      channel: 'sms',
      delayUnit: 'days',
      delay: 1,
      messageTemplate: 'Rappel {patient_name} : {date_rdv} {heure_rdv}',
    });
    expect(updated.status, updated.text).toBe(200);
    const [row] = await rowsOf(appointment.id);
    expect(row?.scheduledAt.toISOString()).toBe('2030-04-09T07:00:00.000Z');
    if (!row) return;

    await runAt(new Date('2030-04-09T07:00:00Z'), row);
    expect(praxis.sms.sent.filter((s) => s.to === '0612345678').map((s) => s.text)).toEqual(['Rappel Léa Martin' + patientCount + ' : mercredi 10 avril 2030 09:00']);
    const outbox = path.join(praxis.env.dataDir, 'outbox');
    expect(existsSync(outbox)).toBe(true);
    const smsFiles = readdirSync(outbox).filter((f) => f.endsWith('.sms.txt'));
    expect(smsFiles.some((f) => readFileSync(path.join(outbox, f), 'utf8').includes('0612345678'))).toBe(true);

    const later = await book(patient.id, '2030-04-17T09:00:00+02:00', '2030-04-17T10:00:00+02:00', smsType.id);
    expect((await sendingsOf(later.id)).map((s) => s.status)).toEqual(['scheduled']);
    expect((await request(praxis, 'DELETE', `/api/v1/reminder-rules/${smsRule.id}`, user.cookie)).status).toBe(204);
    expect((await sendingsOf(later.id)).map((s) => [s.status, s.reason])).toEqual([['cancelled', reasons.ruleDeleted]]);
    // The one already sent stays as it was.
    expect((await sendingsOf(appointment.id)).map((s) => s.status)).toEqual(['sent']);
  });
});

describe('SMS through the HTTP provider (SMS_PROVIDER=brevo)', () => {
  it('sends in international form, skips a number that is not one, and retries then fails when the provider is down', async () => {
    const provider = await startFakeSmsProvider();
    try {
      clock.now = new Date('2030-05-01T08:00:00Z');
      const smsType = await createType(praxis, user.cookie, 'Séance SMS', 45);
      const created = await request(praxis, 'POST', '/api/v1/reminder-rules', user.cookie, {
        appointmentTypeId: smsType.id,
        channel: 'sms',
        delayUnit: 'days',
        delay: 1,
        messageTemplate: 'Rappel {patient_name} le {date_rdv} à {heure_rdv}',
      });
      expect(created.status, created.text).toBe(201);
      const viaBrevo: AppDeps = {
        ...praxis.deps,
        sms: createBrevoSmsSender({ apiUrl: provider.url, apiKey: 'cle', sender: 'Praxis', logger: praxis.logger }),
      };
      const reminderOf = async (phone: string, day: number) => {
        const patient = await patientWith({ phone });
        const start = `2030-05-${String(day).padStart(2, '0')}T09:00:00+02:00`;
        const appointment = await book(patient.id, start, start.replace('T09:00', 'T09:45'), smsType.id);
        const [row] = await rowsOf(appointment.id);
        if (!row) throw new Error('no reminder row');
        return { appointment, row };
      };

      const valid = await reminderOf('06 11 22 33 44', 10);
      await runAt(new Date('2030-05-09T07:00:05Z'), valid.row, viaBrevo);
      expect((await sendingsOf(valid.appointment.id)).map((s) => s.status)).toEqual(['sent']);
      expect(provider.received.map((r) => r.body.recipient)).toEqual(['33611223344']);
      expect(provider.received[0]?.body.content).toBe(`Rappel Léa Martin${patientCount} le vendredi 10 mai 2030 à 09:00`);

      const invalid = await reminderOf('123', 11);
      await runAt(new Date('2030-05-10T07:00:05Z'), invalid.row, viaBrevo);
      expect((await sendingsOf(invalid.appointment.id)).map((s) => [s.status, s.reason])).toEqual([['skipped', reasons.invalidPhone]]);
      expect(provider.received).toHaveLength(1);

      provider.answerWith(503);
      const outage = await reminderOf('07 22 33 44 55', 13);
      await expect(runAt(new Date('2030-05-12T07:00:05Z'), outage.row, viaBrevo)).rejects.toThrow('HTTP 503');
      expect((await sendingsOf(outage.appointment.id)).map((s) => s.status)).toEqual(['scheduled']);
      await runAt(new Date('2030-05-12T07:10:00Z'), outage.row, viaBrevo, true);
      expect((await sendingsOf(outage.appointment.id)).map((s) => [s.status, s.reason])).toEqual([['failed', reasons.sendFailed]]);
      expect(provider.received).toHaveLength(3);
    } finally {
      await provider.close();
    }
  });
});
