import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantMessages, type TConversationDetail, type TConversationList } from '@praxis/shared/assistants/schemas';
import { expectIsolation } from '../../test/isolation';
import { createTenancyWorld, expectRowIsolation, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createPatientThroughApi } from '../patients/patients-test-support';
import { createConversationThroughApi, sendMessage } from './assistants-test-support';
import { selectConversations } from './conversation-row';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-assistantes');
});
afterAll(async () => {
  await praxis.close();
});

describe('assistants without a model (spec 3 §4: placeholder reply)', () => {
  it('says no model is configured', async () => {
    const res = await request(praxis, 'GET', '/api/v1/assistants/status', world.owner.cookie);
    expect(res.body).toEqual({ configured: false });
  });

  it('answers the placeholder reply after 1 second, stores both messages and names the conversation', async () => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie');
    expect(conversation.title).toBe('Nouvelle conversation');
    const began = Date.now();
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: '  Rédige un compte rendu  ' });
    expect(Date.now() - began).toBeGreaterThanOrEqual(950);
    expect(sent.status).toBe(200);
    expect(sent.answer).toBe(assistantMessages.placeholderReply);
    expect(sent.events.at(-1)).toMatchObject({ event: 'done', data: { status: 'done' } });
    const detail = (await request(praxis, 'GET', `/api/v1/conversations/${conversation.id}`, world.owner.cookie)).body as TConversationDetail;
    expect(detail.title).toBe('Rédige un compte rendu');
    expect(detail.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Rédige un compte rendu'],
      ['assistant', assistantMessages.placeholderReply],
    ]);
  });

  it('lists conversations per assistant, newest first; renames and deletes them', async () => {
    const a = await createConversationThroughApi(praxis, world.owner.cookie, 'myriam', { title: 'Agenda de lundi' });
    const b = await createConversationThroughApi(praxis, world.owner.cookie, 'myriam', { title: 'Dossier à compléter' });
    const list = (await request(praxis, 'GET', '/api/v1/assistants/myriam/conversations', world.owner.cookie)).body as TConversationList;
    expect(list.items.map((c) => c.title)).toEqual(['Dossier à compléter', 'Agenda de lundi']);
    const sophie = (await request(praxis, 'GET', '/api/v1/assistants/sophie/conversations', world.owner.cookie)).body as TConversationList;
    expect(sophie.items.map((c) => c.id)).not.toContain(a.id);
    const renamed = await request(praxis, 'PATCH', `/api/v1/conversations/${a.id}`, world.owner.cookie, { title: '  Agenda de mardi ' });
    expect(renamed.body).toMatchObject({ title: 'Agenda de mardi' });
    expect((await request(praxis, 'DELETE', `/api/v1/conversations/${b.id}`, world.owner.cookie)).status).toBe(204);
    expect((await request(praxis, 'GET', `/api/v1/conversations/${b.id}`, world.owner.cookie)).status).toBe(404);
  });

  it('keeps the most recent conversations when the list is cut', async () => {
    await createConversationThroughApi(praxis, world.owner.cookie, 'myriam', { title: 'Plus ancienne' });
    const newest = await createConversationThroughApi(praxis, world.owner.cookie, 'myriam', { title: 'La plus récente' });
    const cut = await selectConversations(praxis.database.db, undefined, 1);
    expect(cut.map((c) => c.id)).toEqual([newest.id]);
  });

  it('keeps the selected patient (patient mode)', async () => {
    const patient = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Inès', lastName: 'Garnier' });
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie', { patientId: patient.id });
    expect(conversation.patient).toEqual({ id: patient.id, firstName: 'Inès', lastName: 'Garnier', civilite: 'Mme', dateOfBirth: '1985-06-15' });
    const elsewhere = await request(praxis, 'POST', '/api/v1/assistants/sophie/conversations', world.otherUser.cookie, { patientId: patient.id });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).not.toContain('Garnier');
  });

  it.each([
    ['an empty prompt', { content: '   ' }, assistantMessages.emptyPrompt],
    ['no prompt', {}, assistantMessages.emptyPrompt],
    ['a prompt that is not text', { content: 12 }, assistantMessages.emptyPrompt],
    ['a prompt too long', { content: 'a'.repeat(20_001) }, assistantMessages.tooLong],
  ])('refuses %s in French (422) and stores nothing', async (_, body, message) => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie');
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, body);
    expect(sent.status).toBe(422);
    expect(JSON.parse(sent.text)).toMatchObject({ error: { fields: { content: message } } });
    const detail = (await request(praxis, 'GET', `/api/v1/conversations/${conversation.id}`, world.owner.cookie)).body as TConversationDetail;
    expect(detail.messages).toEqual([]);
  });

  it.each([
    ['empty', { title: ' ' }, assistantMessages.titleRequired],
    ['missing', {}, assistantMessages.titleRequired],
    ['too long', { title: 'x'.repeat(201) }, assistantMessages.titleTooLong],
  ])('refuses a title %s in French', async (_, body, message) => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie');
    const res = await request(praxis, 'PATCH', `/api/v1/conversations/${conversation.id}`, world.owner.cookie, body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { fields: { title: message } } });
  });

  it('refuses an unknown assistant, a malformed id, a malformed patient and a trame of nobody', async () => {
    expect((await request(praxis, 'GET', '/api/v1/assistants/robert/conversations', world.owner.cookie)).status).toBe(404);
    expect((await request(praxis, 'GET', '/api/v1/conversations/pas-un-id', world.owner.cookie)).status).toBe(404);
    const bad = await request(praxis, 'POST', '/api/v1/assistants/sophie/conversations', world.owner.cookie, { patientId: 'x' });
    expect(bad.body).toMatchObject({ error: { fields: { patientId: 'Patient invalide' } } });
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie');
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: 'Bonjour', trameId: crypto.randomUUID() });
    expect(sent.status).toBe(404);
    expect(JSON.parse(sent.text)).toMatchObject({ error: { message: assistantMessages.trameNotFound } });
  });

  it('never lets another practitioner read, rename, write to or delete a conversation (isolation matrix)', async () => {
    for (const mode of ['private', 'org'] as const) {
      const owner = mode === 'private' ? world.owner : world.ownerOrg;
      const conversation = await createConversationThroughApi(praxis, owner.cookie, 'sophie', { title: `Secret ${mode} 7f3a` });
      const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
      await expectIsolation(praxis, actors, { name: `GET conversation ${mode}`, path: `/api/v1/conversations/${conversation.id}`, marker: `Secret ${mode} 7f3a` });
      await expectIsolation(praxis, actors, {
        name: `POST message ${mode}`,
        method: 'POST',
        path: `/api/v1/conversations/${conversation.id}/messages`,
        body: { content: 'Bonjour' },
        marker: `Secret ${mode} 7f3a`,
      });
      if (mode === 'private') {
        await expectRowIsolation(praxis, world, {
          name: 'conversation',
          listPath: '/api/v1/assistants/sophie/conversations',
          itemPath: `/api/v1/conversations/${conversation.id}`,
          marker: `Secret ${mode} 7f3a`,
          mode,
          patchBody: { title: 'Volé' },
        });
        continue;
      }
      // In the cabinet too, a conversation is its owner's only: the colleague never sees it.
      const marker = `Secret ${mode} 7f3a`;
      await expectIsolation(praxis, actors, { name: 'GET list org', path: '/api/v1/assistants/sophie/conversations', marker, othersStatus: 200 });
      await expectIsolation(praxis, actors, { name: 'PATCH org', method: 'PATCH', path: `/api/v1/conversations/${conversation.id}`, body: { title: 'Volé' }, marker });
      await expectIsolation(praxis, actors, { name: 'DELETE org', method: 'DELETE', path: `/api/v1/conversations/${conversation.id}`, marker, ownerStatus: 204 });
    }
  });
});
