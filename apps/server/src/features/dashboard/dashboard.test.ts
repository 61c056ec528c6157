import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '@praxis/shared/dashboard/schemas';
import { DEFAULT_REMINDER_TEMPLATES } from '@praxis/shared/settings/schemas';
import { reminderSendings, trameAnalysisJobs, trames, trameTypes } from '../../db/schema';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { base, createAppointment, createType, insertPatient } from '../appointments/appointments.fixtures';

/** Issue 17 §6: the home page's one read, in the practitioner's day and scoped. */
let praxis: TestPraxis;
let world: TenancyWorld;
// 23:30 in Paris on 10 June 2031: 'today' is the 10th in Paris though it is 21:30 UTC.
const NOW = new Date('2031-06-10T21:30:00Z');

beforeAll(async () => {
  praxis = await createTestPraxis({}, { now: () => NOW });
  world = await createTenancyWorld(praxis, 'cabinet-accueil');
});
afterAll(async () => {
  await praxis.close();
});

const dashboardOf = async (cookie: string | undefined) => request(praxis, 'GET', '/api/v1/dashboard', cookie);

describe('dashboard', () => {
  it("shows today's and tomorrow's appointments, bilans to do, today's reminders, pending analyses, the no-show rate", async () => {
    const { db } = praxis.database;
    const owner = world.owner;
    const type = await createType(praxis, owner.cookie, 'Séance de rééducation', 45);
    const zoe = await insertPatient(praxis, { userId: owner.id }, { firstName: 'Zoé', lastName: 'Lambert' });
    const today = await createAppointment(praxis, owner.cookie, {
      appointmentTypeId: type.id,
      patientId: zoe.id,
      startsAt: '2031-06-10T09:00:00+02:00',
      endsAt: '2031-06-10T09:45:00+02:00',
    });
    const tomorrow = await createAppointment(praxis, owner.cookie, {
      appointmentTypeId: type.id,
      patientId: zoe.id,
      startsAt: '2031-06-11T00:15:00+02:00',
      endsAt: '2031-06-11T01:00:00+02:00',
    });
    await createAppointment(praxis, owner.cookie, {
      appointmentTypeId: type.id,
      patientId: zoe.id,
      startsAt: '2031-06-12T09:00:00+02:00',
      endsAt: '2031-06-12T09:45:00+02:00',
    });
    const marked = await request(praxis, 'PATCH', `${base}/${today.id}`, owner.cookie, { attendanceStatus: 'absent' });
    expect(marked.status, marked.text).toBe(200);

    const rule = await request(praxis, 'POST', '/api/v1/reminder-rules', owner.cookie, {
      appointmentTypeId: type.id,
      channel: 'sms',
      delayUnit: 'days',
      delay: 1,
      messageTemplate: DEFAULT_REMINDER_TEMPLATES.sms,
    });
    expect(rule.status, rule.text).toBe(201);
    const ruleId = (rule.body as { id: string }).id;
    const sending = (status: string, updatedAt: Date, startAt: Date) => ({
      userId: owner.id,
      appointmentId: tomorrow.id,
      ruleId,
      channel: 'email',
      startAt,
      scheduledAt: startAt,
      status,
      updatedAt,
    });
    await db.insert(reminderSendings).values([
      sending('sent', new Date('2031-06-10T08:00:00Z'), new Date('2031-06-01T00:00:00Z')),
      sending('failed', new Date('2031-06-10T21:00:00Z'), new Date('2031-06-02T00:00:00Z')),
      sending('failed', new Date('2031-06-10T22:30:00Z'), new Date('2031-06-03T00:00:00Z')), // the 11th in Paris
    ]);

    const [trameType] = await db.insert(trameTypes).values({ userId: owner.id, label: 'Compte rendu' }).returning({ id: trameTypes.id });
    const [trame] = await db.insert(trames).values({ userId: owner.id, name: 'Bilan langage', trameTypeId: trameType?.id ?? '' }).returning({ id: trames.id });
    const trameId = trame?.id ?? '';
    await db.insert(trameAnalysisJobs).values([
      { userId: owner.id, trameId, recordIds: [], status: 'running' },
      { userId: owner.id, trameId, recordIds: [], status: 'completed' },
    ]);

    const res = await dashboardOf(owner.cookie);
    expect(res.status, res.text).toBe(200);
    const dashboard = res.body as TDashboard;
    expect(dashboard.today.date).toBe('2031-06-10');
    expect(dashboard.today.items.map((a) => a.id)).toEqual([today.id]);
    expect(dashboard.tomorrow.date).toBe('2031-06-11');
    expect(dashboard.tomorrow.items.map((a) => a.id)).toEqual([tomorrow.id]);
    // Zoé has no bilan appointment or document: her bilan is 'À faire'.
    expect(dashboard.bilansToDo).toEqual({ total: 1, items: [{ id: zoe.id, firstName: 'Zoé', lastName: 'Lambert' }] });
    expect(dashboard.reminders).toEqual({ sent: 1, failed: 1 });
    expect(dashboard.pendingAnalyses).toMatchObject({ total: 1, items: [{ trameId, trameName: 'Bilan langage', status: 'running' }] });
    expect(dashboard.attendance).toMatchObject({ month: '2031-06', absent: 1, noShowRate: 1 });
  });

  it('joins the isolation matrix: other spaces see none of it', async () => {
    for (const who of [world.ownerOrg, world.colleague, world.otherUser, world.otherOrgMember]) {
      const res = await dashboardOf(who.cookie);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Zoé');
      expect(res.text).not.toContain('Bilan langage');
      expect(res.body).toMatchObject({
        today: { items: [] },
        tomorrow: { items: [] },
        bilansToDo: { total: 0 },
        reminders: { sent: 0, failed: 0 },
        pendingAnalyses: { total: 0 },
        attendance: { absent: 0 },
      });
    }
    expect((await dashboardOf(undefined)).status).toBe(401);
  });
});
