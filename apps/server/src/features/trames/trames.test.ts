import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trameMessages,
  type TTrame,
  type TTrameDocument,
  type TTrameExample,
} from '@praxis/shared/trames/schemas';
import { trames } from '../../db/schema';
import type { LiveEvent } from '../../lib/events';
import { samples, uploadForm } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { examplePdf as pdfFile, trameTestKit } from './trames-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;
const events: LiveEvent[] = [];

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-trames');
  praxis.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await praxis.close();
});

const { storedFiles, trameType, createTrame, upload } = trameTestKit(() => praxis);
const names = (body: unknown) => (body as { items: TTrame[] }).items.map((t) => t.name);

describe('trames CRUD', () => {
  it('creates with name and type, lists with search from 2 characters, type and bilan filters, renames, toggles, deletes softly', async () => {
    const user = world.otherUser;
    const bilan = await trameType(user, 'Bilan psychomoteur', true);
    const report = await trameType(user, 'Compte rendu', false);
    const a = await createTrame(user, '  Bilan enfant  ', bilan.id);
    expect(a).toMatchObject({
      name: 'Bilan enfant',
      isActive: true,
      isOwn: true,
      trameType: { id: bilan.id, label: 'Bilan psychomoteur', isBilan: true },
      file: null,
    });
    expect(a.stats).toEqual({
      examplesCount: 0,
      examplesDone: 0,
      documentsCount: 0,
      testsCount: 0,
    });
    await createTrame(user, 'Compte rendu de séance', report.id);

    const list = (q = '') => request(praxis, 'GET', `/api/v1/trames${q}`, user.cookie);
    expect(names((await list()).body)).toEqual(['Compte rendu de séance', 'Bilan enfant']);
    expect(names((await list('?search=e')).body)).toHaveLength(2);
    expect(names((await list('?search=ENF')).body)).toEqual(['Bilan enfant']);
    expect(names((await list('?search=seance')).body)).toEqual(['Compte rendu de séance']);
    expect(names((await list(`?typeId=${report.id}`)).body)).toEqual(['Compte rendu de séance']);
    expect(names((await list('?bilan=bilan')).body)).toEqual(['Bilan enfant']);
    expect(names((await list('?bilan=not-bilan&typeId=all')).body)).toEqual([
      'Compte rendu de séance',
    ]);

    const renamed = await request(praxis, 'PATCH', `/api/v1/trames/${a.id}`, user.cookie, {
      name: 'Bilan 6-10 ans',
      description: 'Pour les enfants',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Bilan 6-10 ans', description: 'Pour les enfants' });
    const off = await request(praxis, 'PATCH', `/api/v1/trames/${a.id}`, user.cookie, {
      isActive: false,
      description: '  ',
    });
    expect(off.body).toMatchObject({ isActive: false, description: null, name: 'Bilan 6-10 ans' });

    expect((await request(praxis, 'DELETE', `/api/v1/trames/${a.id}`, user.cookie)).status).toBe(
      204,
    );
    expect((await request(praxis, 'GET', `/api/v1/trames/${a.id}`, user.cookie)).status).toBe(404);
    expect(names((await list()).body)).toEqual(['Compte rendu de séance']);
    const [row] = await praxis.database.db
      .select({ deletedAt: trames.deletedAt })
      .from(trames)
      .where(eq(trames.id, a.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await request(praxis, 'DELETE', `/api/v1/trames/${a.id}`, user.cookie);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { message: trameMessages.notFound } });
    expect(events.some((e) => e.type === 'trames.changed' && e.ids.includes(a.id))).toBe(true);
  });

  it('gives the spec messages for a missing name or type, an empty rename, and refuses malformed input', async () => {
    const user = world.otherUser;
    const type = await trameType(user, 'Type messages', false);
    for (const [body, field, message] of [
      [{ name: '   ', trameTypeId: type.id }, 'name', trameMessages.nameRequired],
      [{ trameTypeId: type.id }, 'name', trameMessages.nameRequired],
      [{ name: 'Sans type' }, 'trameTypeId', trameMessages.typeRequired],
      [{ name: 'Sans type', trameTypeId: '' }, 'trameTypeId', trameMessages.typeRequired],
      [{ name: 'x'.repeat(201), trameTypeId: type.id }, 'name', trameMessages.nameTooLong],
    ] as const) {
      const res = await request(praxis, 'POST', '/api/v1/trames', user.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ error: { message, fields: { [field]: message } } });
    }
    const unknownType = await request(praxis, 'POST', '/api/v1/trames', user.cookie, {
      name: 'X',
      trameTypeId: crypto.randomUUID(),
    });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body).toMatchObject({ error: { message: trameMessages.typeNotFound } });
    // Another user's type is not one of the scope's.
    const theirs = await trameType(world.otherOrgMember, 'Type ailleurs', false);
    expect(
      (
        await request(praxis, 'POST', '/api/v1/trames', user.cookie, {
          name: 'X',
          trameTypeId: theirs.id,
        })
      ).status,
    ).toBe(422);

    const trame = await createTrame(user, 'À renommer', type.id);
    const empty = await request(praxis, 'PATCH', `/api/v1/trames/${trame.id}`, user.cookie, {
      name: '  ',
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      error: { message: trameMessages.renameEmpty, fields: { name: trameMessages.renameEmpty } },
    });

    const raw = await praxis.request('/api/v1/trames', {
      method: 'POST',
      cookie: user.cookie,
      body: '{"name": ',
    });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    for (const q of ['?bilan=peut-etre', '?typeId=pas-un-id'])
      expect((await request(praxis, 'GET', `/api/v1/trames${q}`, user.cookie)).status, q).toBe(422);
    expect((await request(praxis, 'GET', '/api/v1/trames/pas-un-id', user.cookie)).status).toBe(
      404,
    );
    expect(
      (
        await request(praxis, 'PATCH', `/api/v1/trames/${trame.id}`, user.cookie, {
          isActive: 'oui',
        })
      ).status,
    ).toBe(422);
  });
});

describe('isolation', () => {
  it('keeps a private trame, its examples, analysis and documents to their owner', async () => {
    const owner = world.owner;
    const type = await trameType(owner, 'Bilan isolé', true);
    const trame = await createTrame(owner, 'Trame-secrète-Ophélie', type.id);
    const example = (await upload(owner, trame.id, pdfFile('exemple-secret.pdf')))
      .body as TTrameExample;
    const doc = await request(
      praxis,
      'POST',
      `/api/v1/trames/${trame.id}/documents`,
      owner.cookie,
      uploadForm({ title: 'Document-secret' }, { name: 'grille.pdf', bytes: samples.pdf }),
    );
    expect(doc.status, doc.text).toBe(201);
    const docId = (doc.body as TTrameDocument).id;
    const actors = {
      owner,
      otherUser: world.otherUser,
      otherOrgMember: world.otherOrgMember,
      colleague: world.colleague,
    };
    const base = `/api/v1/trames/${trame.id}`;
    for (const c of [
      { name: 'get', path: base, marker: 'Trame-secrète-Ophélie' },
      { name: 'examples', path: `${base}/examples`, marker: 'exemple-secret' },
      { name: 'documents', path: `${base}/documents`, marker: 'Document-secret' },
      { name: 'analysis', path: `${base}/analysis`, marker: '"job":null' },
      {
        name: 'patch',
        method: 'PATCH' as const,
        path: base,
        body: { description: 'modifiée' },
        marker: 'Trame-secrète-Ophélie',
      },
      {
        name: 'patch document',
        method: 'PATCH' as const,
        path: `${base}/documents/${docId}`,
        body: { title: 'Document-secret 2' },
        marker: 'Document-secret',
      },
      {
        name: 'start analysis',
        method: 'POST' as const,
        path: `${base}/analysis`,
        marker: 'recordIds',
        ownerStatus: 201,
      },
      {
        name: 'delete example',
        method: 'DELETE' as const,
        path: `${base}/examples/${example.id}`,
        marker: 'exemple-secret',
        ownerStatus: 204,
      },
      {
        name: 'delete document',
        method: 'DELETE' as const,
        path: `${base}/documents/${docId}`,
        marker: 'Document-secret',
        ownerStatus: 204,
      },
      {
        name: 'delete',
        method: 'DELETE' as const,
        path: base,
        marker: 'Trame-secrète-Ophélie',
        ownerStatus: 204,
      },
    ]) {
      await expectIsolation(praxis, actors, c);
    }
    await praxis.jobs.idle();
    for (const who of [world.otherUser, world.otherOrgMember, world.colleague]) {
      const list = await request(praxis, 'GET', '/api/v1/trames', who.cookie);
      expect(list.text).not.toContain('Trame-secrète');
    }
    // Uploading to someone else's trame leaves no file behind.
    const trame2 = await createTrame(owner, 'Trame-secrète-2', type.id);
    const before = storedFiles();
    expect((await upload(world.otherUser, trame2.id, pdfFile('intrus.pdf'))).status).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('lets colleagues read an organisation trame, never change it; live events stay in the scope', async () => {
    const owner = world.ownerOrg;
    const type = await trameType(owner, 'Bilan du cabinet', true);
    const trame = await createTrame(owner, 'Trame-du-cabinet', type.id);
    const base = `/api/v1/trames/${trame.id}`;
    const colleague = world.colleague;
    expect((await request(praxis, 'GET', base, colleague.cookie)).body).toMatchObject({
      name: 'Trame-du-cabinet',
      isOwn: false,
    });
    expect(
      names((await request(praxis, 'GET', '/api/v1/trames', colleague.cookie)).body),
    ).toContain('Trame-du-cabinet');
    expect(
      (await request(praxis, 'PATCH', base, colleague.cookie, { name: 'Piratée' })).status,
    ).toBe(404);
    expect((await request(praxis, 'DELETE', base, colleague.cookie)).status).toBe(404);
    expect((await upload(colleague, trame.id, pdfFile('collegue.pdf'))).status).toBe(404);
    expect((await request(praxis, 'POST', `${base}/analysis`, colleague.cookie)).status).toBe(404);
    // The owner's private session does not see the cabinet's trame.
    expect((await request(praxis, 'GET', base, world.owner.cookie)).status).toBe(404);
    const event = events.find((e) => e.ids.includes(trame.id));
    expect(event).toMatchObject({ organizationId: world.cabinetId, audience: 'scope' });
  });
});
