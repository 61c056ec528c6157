import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEMPLATES, reminderMessages, type TAppointmentType, type TReminderRule } from '@praxis/shared/settings/schemas';
import { reminderTemplates } from '../../db/schema';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;
let bilan: TAppointmentType;
let seance: TAppointmentType;

const base = '/api/v1/reminder-rules';

async function createType(cookie: string, name: string) {
  const res = await request(praxis, 'POST', '/api/v1/appointment-types', cookie, { name, durationMinutes: 60 });
  expect(res.status, res.text).toBe(201);
  return res.body as TAppointmentType;
}
const rule = (appointmentTypeId: string, patch: Record<string, unknown> = {}) => ({
  appointmentTypeId,
  channel: 'email',
  delayUnit: 'days',
  delay: 1,
  messageTemplate: DEFAULT_REMINDER_TEMPLATES.email,
  ...patch,
});
const create = (cookie: string, body: unknown) => request(praxis, 'POST', base, cookie, body);
const list = async (cookie: string) => ((await request(praxis, 'GET', base, cookie)).body as { items: TReminderRule[] }).items;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-rappels');
  bilan = await createType(world.owner.cookie, 'Bilan psychomoteur');
  seance = await createType(world.owner.cookie, 'Séance individuelle');
});
afterAll(async () => {
  await praxis.close();
});

describe('reminder rules (Rappels & Communications)', () => {
  it('stores days and hours in the storage form, and lists rules with their type', async () => {
    const email = await create(world.owner.cookie, rule(bilan.id, { delay: 2 }));
    expect(email.status, email.text).toBe(201);
    expect(email.body).toMatchObject({
      appointmentType: { id: bilan.id, name: 'Bilan psychomoteur', durationMinutes: 60 },
      channel: 'email',
      offsetDays: 2,
      offsetMinutes: 0,
      messageTemplate: DEFAULT_REMINDER_TEMPLATES.email,
      isActive: true,
    });
    const sms = await create(world.owner.cookie, rule(bilan.id, { channel: 'sms', delayUnit: 'hours', delay: 24, messageTemplate: DEFAULT_REMINDER_TEMPLATES.sms }));
    expect(sms.body).toMatchObject({ channel: 'sms', offsetDays: 0, offsetMinutes: 1440 });
    const items = await list(world.owner.cookie);
    expect(items.map((r) => [r.appointmentType.name, r.channel])).toEqual([
      ['Bilan psychomoteur', 'sms'],
      ['Bilan psychomoteur', 'email'],
    ]);
  });

  it('refuses a second active rule for the same type and channel, naming them', async () => {
    const email = await create(world.owner.cookie, rule(bilan.id, { delay: 5 }));
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ error: { code: 'CONFLICT', message: 'Une règle de rappel Email existe déjà pour "Bilan psychomoteur"' } });
    const sms = await create(world.owner.cookie, rule(bilan.id, { channel: 'sms' }));
    expect(sms.body).toMatchObject({ error: { message: 'Une règle de rappel SMS existe déjà pour "Bilan psychomoteur"' } });
  });

  it('answers the duplicate message when two requests race past the check', async () => {
    const type = await createType(world.owner.cookie, 'Course');
    const results = await Promise.all([1, 2, 3].map(() => create(world.owner.cookie, rule(type.id))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ error: { message: 'Une règle de rappel Email existe déjà pour "Course"' } });
    }
  });

  it.each([
    [{ appointmentTypeId: undefined }, 'appointmentTypeId', reminderMessages.typeRequired],
    [{ appointmentTypeId: '' }, 'appointmentTypeId', reminderMessages.typeRequired],
    [{ channel: 'courrier' }, 'channel', reminderMessages.channelRequired],
    [{ delay: 0 }, 'delay', reminderMessages.delayPositive],
    [{ delay: 169, delayUnit: 'hours' }, 'delay', reminderMessages.maxHours],
    [{ delay: 31, delayUnit: 'days' }, 'delay', reminderMessages.maxDays],
    [{ messageTemplate: '  ' }, 'messageTemplate', reminderMessages.messageRequired],
  ])('refuses %j with the French message', async (patch, field, message) => {
    const res = await create(world.owner.cookie, rule(seance.id, patch));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { fields: { [field]: message } } });
  });

  it('accepts the limits 168 hours and 30 days', async () => {
    const hours = await create(world.owner.cookie, rule(seance.id, { channel: 'sms', delayUnit: 'hours', delay: 168 }));
    expect(hours.body).toMatchObject({ offsetDays: 0, offsetMinutes: 10080 });
    const days = await create(world.owner.cookie, rule(seance.id, { delay: 30 }));
    expect(days.body).toMatchObject({ offsetDays: 30, offsetMinutes: 0 });
  });

  it('requires an active appointment type of the scope', async () => {
    const theirs = await createType(world.otherUser.cookie, 'Type d’un autre');
    const foreign = await create(world.owner.cookie, rule(theirs.id));
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ error: { message: reminderMessages.typeRequired, fields: { appointmentTypeId: reminderMessages.typeRequired } } });
    const gone = await createType(world.owner.cookie, 'Supprimé');
    await request(praxis, 'DELETE', `/api/v1/appointment-types/${gone.id}`, world.owner.cookie);
    expect((await create(world.owner.cookie, rule(gone.id))).status).toBe(422);
    expect((await create(world.owner.cookie, rule(crypto.randomUUID()))).status).toBe(422);
  });

  it('updates a rule (updated_at moves), refusing a duplicate but not itself', async () => {
    const type = await createType(world.owner.cookie, 'Mise à jour');
    const created = (await create(world.owner.cookie, rule(type.id))).body as TReminderRule;
    const res = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, rule(type.id, { delayUnit: 'hours', delay: 48, messageTemplate: 'Rappel {patient_name}' }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ offsetDays: 0, offsetMinutes: 2880, messageTemplate: 'Rappel {patient_name}' });
    expect(Date.parse((res.body as TReminderRule).updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    const clash = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, rule(bilan.id));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: { message: 'Une règle de rappel Email existe déjà pour "Bilan psychomoteur"' } });
    const invalid = await request(praxis, 'PATCH', `${base}/${created.id}`, world.owner.cookie, rule(type.id, { delay: 31 }));
    expect(invalid.body).toMatchObject({ error: { fields: { delay: reminderMessages.maxDays } } });
  });

  it('deletes softly, which frees the type and channel', async () => {
    const type = await createType(world.owner.cookie, 'Libérée');
    const created = (await create(world.owner.cookie, rule(type.id))).body as TReminderRule;
    expect((await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie)).status).toBe(204);
    expect((await list(world.owner.cookie)).map((r) => r.id)).not.toContain(created.id);
    expect((await create(world.owner.cookie, rule(type.id))).status).toBe(201);
    expect((await request(praxis, 'DELETE', `${base}/${created.id}`, world.owner.cookie)).status).toBe(404);
  });

  it('switches off the rules of a deleted appointment type', async () => {
    const type = await createType(world.owner.cookie, 'Type retiré');
    const created = (await create(world.owner.cookie, rule(type.id))).body as TReminderRule;
    await request(praxis, 'DELETE', `/api/v1/appointment-types/${type.id}`, world.owner.cookie);
    expect((await list(world.owner.cookie)).map((r) => r.id)).not.toContain(created.id);
  });

  it('keeps the storage form and the one-active-rule rule in the database itself', async () => {
    const insert = (values: Partial<typeof reminderTemplates.$inferInsert>) =>
      praxis.database.db.insert(reminderTemplates).values({
        userId: world.owner.id,
        appointmentTypeId: seance.id,
        channel: 'email',
        offsetDays: 1,
        offsetMinutes: 0,
        messageTemplate: 'x',
        isActive: false,
        ...values,
      });
    for (const bad of [
      { offsetDays: 0, offsetMinutes: 0 },
      { offsetDays: 31, offsetMinutes: 0 },
      { offsetDays: 1, offsetMinutes: 60 },
      { offsetDays: 0, offsetMinutes: 90 },
      { offsetDays: 0, offsetMinutes: 10140 },
      { channel: 'courrier' },
    ]) {
      await expect(insert(bad), JSON.stringify(bad)).rejects.toMatchObject({ cause: { code: '23514' } });
    }
    await expect(insert({ isActive: true, channel: 'sms' })).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(insert({ offsetDays: 0, offsetMinutes: 120 })).resolves.toBeDefined();
  });
});

describe('reminder rules in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s rows', async (mode) => {
    const owner = mode === 'private' ? world.owner : world.ownerOrg;
    const type = await createType(owner.cookie, `Type ${mode}`);
    const marker = `Rappel secret ${mode} Pangolin`;
    const created = (await create(owner.cookie, rule(type.id, { messageTemplate: marker }))).body as TReminderRule;
    await expectRowIsolation(praxis, world, {
      name: 'reminder rule',
      listPath: base,
      itemPath: `${base}/${created.id}`,
      marker,
      mode,
      ownership: true,
      patchBody: rule(type.id, { messageTemplate: marker, delay: 3 }),
    });
  });

  it('lets a colleague add a rule for a cabinet type, never for a type of another space', async () => {
    const type = await createType(world.ownerOrg.cookie, 'Type du cabinet');
    const res = await create(world.colleague.cookie, rule(type.id, { channel: 'sms' }));
    expect(res.status, res.text).toBe(201);
    const privateType = await createType(world.owner.cookie, 'Type privé');
    expect((await create(world.colleague.cookie, rule(privateType.id))).status).toBe(422);
    expect((await create(world.otherOrgMember.cookie, rule(type.id))).status).toBe(422);
  });
});
