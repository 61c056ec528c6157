import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReminderSending } from '@praxis/shared/appointments/reminders';
import { DEFAULT_REMINDER_TEMPLATES } from '@praxis/shared/settings/schemas';
import { patients } from '../../db/schema';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { base, createAppointment, createType, insertPatient } from '../appointments/appointments.fixtures';

/** GET /appointments/{id}/reminders in the isolation matrix: scoped like the appointment. */
let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-rappels');
});
afterAll(async () => {
  await praxis.close();
});

describe('appointment reminders in the isolation matrix', () => {
  it.each([
    ['private', '04'],
    ['org', '05'],
  ] as const)('%s appointment: only its space reads its reminders', async (mode, date) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const type = await createType(praxis, owner.cookie, `Séance ${mode}`, 45);
    const rule = await request(praxis, 'POST', '/api/v1/reminder-rules', owner.cookie, {
      appointmentTypeId: type.id,
      channel: 'email',
      delayUnit: 'days',
      delay: 1,
      messageTemplate: DEFAULT_REMINDER_TEMPLATES.email,
    });
    expect(rule.status, rule.text).toBe(201);
    const patient = await insertPatient(praxis, { userId: owner.id, organizationId: mode === 'org' ? world.cabinetId : null });
    await praxis.database.db.update(patients).set({ email: 'famille@exemple.fr' }).where(eq(patients.id, patient.id));
    const appointment = await createAppointment(praxis, owner.cookie, {
      appointmentTypeId: type.id,
      patientId: patient.id,
      startsAt: `2031-06-${date}T09:00:00+02:00`,
      endsAt: `2031-06-${date}T10:00:00+02:00`,
    });
    const own = await request(praxis, 'GET', `${base}/${appointment.id}/reminders`, owner.cookie);
    const [sending] = (own.body as { items: TReminderSending[] }).items;
    expect(sending?.status).toBe('scheduled');
    await expectIsolation(
      praxis,
      { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague },
      {
        name: 'GET appointment reminders',
        path: `${base}/${appointment.id}/reminders`,
        marker: sending?.id ?? 'missing',
        colleagueStatus: mode === 'org' ? 200 : 404,
        colleagueSees: mode === 'org',
      },
    );
  });
});
