import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantMessages, type TConversationDetail } from '@praxis/shared/assistants/schemas';
import { aiCalls, auditEvents, trames, trameTypes } from '../../db/schema';
import { startFakeAiServer, type FakeAiServer } from '../../test/fake-ai-server';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createPatientThroughApi, insertAppointmentType, insertEvent } from '../patients/patients-test-support';
import { createConversationThroughApi, sendMessage } from './assistants-test-support';

let fake: FakeAiServer;
let praxis: TestPraxis;
let world: TenancyWorld;
let patientId: string;
/** What identifies the patients of the owner: none of it may reach the model. */
const IDENTITY_VALUES = ['Garance', 'Lheureux', '1988-03-09', '09/03/1988', 'Baptistin', 'Quesnel', 'garance.lheureux@example.org'];

beforeAll(async () => {
  fake = await startFakeAiServer();
  praxis = await createTestPraxis({ AI_BASE_URL: fake.url, AI_MODEL: 'modele-de-test', AI_API_KEY: 'cle', AI_TIMEOUT_MS: '1000' });
  world = await createTenancyWorld(praxis, 'cabinet-ia');
  const patient = await createPatientThroughApi(praxis, world.owner.cookie, {
    firstName: 'Garance',
    lastName: 'Lheureux',
    dateOfBirth: '1988-03-09',
    civilite: 'Mme',
    email: 'garance.lheureux@example.org',
  });
  patientId = patient.id;
  await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Baptistin', lastName: 'Quesnel', civilite: 'M.', gender: 'Masculin' });
});
afterAll(async () => {
  await praxis.close();
  await fake.close();
});
beforeEach(() => fake.reset());

function sentToModel(): string {
  return JSON.stringify(fake.received());
}

async function messagesOf(conversationId: string) {
  const res = await request(praxis, 'GET', `/api/v1/conversations/${conversationId}`, world.owner.cookie);
  return (res.body as TConversationDetail).messages;
}

describe('Sophie and Myriam with an OpenAI-compatible model (fake server)', () => {
  it('says a model is configured', async () => {
    expect((await request(praxis, 'GET', '/api/v1/assistants/status', world.owner.cookie)).body).toEqual({ configured: true });
  });

  it('streams Sophie’s answer with the real names put back; no identity reaches the model', async () => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie', { patientId });
    const question = 'Rédige le compte rendu de Garance Lheureux (née le 09/03/1988), avec Baptistin Quesnel présent.';
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: question });
    expect(sent.status).toBe(200);
    expect(sent.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(sent.answer).toContain('Garance');
    expect(sent.answer).toContain('Lheureux');
    expect(sent.answer).toContain('<document>');
    const body = sentToModel();
    expect(body).toContain('[PRÉNOM_1]');
    for (const value of IDENTITY_VALUES) expect(body, value).not.toContain(value);
    const stored = await messagesOf(conversation.id);
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[1]?.content).toBe(sent.answer);
    expect(stored[1]?.content).not.toMatch(/\[(PRÉNOM|NOM)_\d+\]/);
  });

  it('gives the model the joined files’ text, pseudonymised like the rest', async () => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie', { patientId });
    const attachments = [{ name: 'ecole.txt', text: 'Garance Lheureux (née le 09/03/1988) lit lentement : repère-pj-52.' }];
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: 'Résume le courrier joint', attachments });
    expect(sent.status).toBe(200);
    const body = sentToModel();
    expect(body).toContain('--- Fichier joint : ecole.txt ---');
    expect(body).toContain('lit lentement : repère-pj-52.');
    for (const value of IDENTITY_VALUES) expect(body, value).not.toContain(value);
  });

  it('records each model call without any text: who, assistant, patient, model, counts', async () => {
    const rows = await praxis.database.db.select().from(aiCalls).where(eq(aiCalls.patientId, patientId));
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[0];
    expect(row).toMatchObject({ userId: world.owner.id, assistant: 'sophie', model: 'modele-de-test', outcome: 'ok', promptTokens: 42 });
    expect(row?.placeholderCounts).toMatchObject({ PRÉNOM: expect.any(Number), NOM: expect.any(Number) });
    for (const value of IDENTITY_VALUES) expect(JSON.stringify(rows)).not.toContain(value);
    // And one audit row per model call (issue 16 §1), for the same patient and conversation.
    const audit = await praxis.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.action, 'assistant.call')));
    expect(audit).toHaveLength(rows.length);
    expect(audit[0]).toMatchObject({ userId: world.owner.id, objectType: 'assistant-conversation', objectId: row?.conversationId });
  });

  it('gives Sophie the chosen trame’s template; another practitioner’s trame is 404', async () => {
    const [type] = await praxis.database.db.insert(trameTypes).values({ userId: world.owner.id, label: 'Bilan' }).returning({ id: trameTypes.id });
    const [trame] = await praxis.database.db
      .insert(trames)
      .values({ userId: world.owner.id, name: 'Bilan psychomoteur', trameTypeId: type?.id ?? '', templateJson: { document: { content: [{ type: 'heading', text: 'Anamnèse-repère-91' }] } } })
      .returning({ id: trames.id });
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie');
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: 'Suis la trame', trameId: trame?.id });
    expect(sent.status).toBe(200);
    expect(sentToModel()).toContain('Anamnèse-repère-91');
    const other = await createConversationThroughApi(praxis, world.otherUser.cookie, 'sophie');
    const refused = await sendMessage(praxis, world.otherUser.cookie, other.id, { content: 'Suis la trame', trameId: trame?.id });
    expect(refused.status).toBe(404);
    expect(refused.text).toContain(assistantMessages.trameNotFound);
  });

  it('lets Myriam read the agenda’s free slots through a tool, in the practitioner’s scope', async () => {
    const typeId = await insertAppointmentType(praxis, { userId: world.owner.id, organizationId: null }, 'Séance');
    await insertEvent(praxis, { userId: world.owner.id, organizationId: null }, { patientId, typeId, startHours: 24 });
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'myriam', { patientId });
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: 'Quel est mon prochain créneau libre pour Garance ?' });
    expect(sent.answer).toMatch(/^Le prochain créneau libre est le \S+ \d+ \S+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2}\.$/);
    const requests = fake.received() as { messages: { role: string; content: string | null }[]; tools?: unknown[] }[];
    expect(requests).toHaveLength(2);
    expect(requests[0]?.tools).toHaveLength(2);
    expect(requests[1]?.messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringContaining('Créneaux libres de 60 minutes') });
    expect(sentToModel()).not.toContain('Garance');
  });

  it.each([
    ['the model errors', '[[erreur]]', assistantMessages.failed],
    ['the model answers garbage', '[[charabia]]', assistantMessages.failed],
    ['the model answers nothing', '[[vide]]', assistantMessages.failed],
    ['the model is too slow', '[[lent]]', assistantMessages.timedOut],
  ])('says so in French when %s, and keeps the conversation', async (_, marker, message) => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie');
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: `Bonjour ${marker}` });
    expect(sent.status).toBe(200);
    expect(sent.events.find((e) => e.event === 'error')).toEqual({ event: 'error', data: { message } });
    expect(sent.events.at(-1)).toMatchObject({ event: 'done', data: { status: 'error' } });
    const stored = await messagesOf(conversation.id);
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['user', 'done'],
      ['assistant', 'error'],
    ]);
  });
});
