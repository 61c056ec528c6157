import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTrameType } from '@praxis/shared/settings/schemas';
import {
  trameMessages,
  TRAME_FILE_MAX_BYTES,
  type TAnalysisJob,
  type TTrame,
  type TTrameDocument,
  type TTrameExample,
} from '@praxis/shared/trames/schemas';
import { ZExampleAnalysis } from '@praxis/shared/trames/example-analysis';
import { patients, trameExamples, trames } from '../../db/schema';
import type { LiveEvent } from '../../lib/events';
import { filesUnder, samples, uploadForm } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import { makePdf } from '../../lib/simple-pdf';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import type { TestUser } from '../../test/factories';

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

const storedFiles = () =>
  filesUnder(praxis.env.filesDir).filter((f) => !path.basename(f).startsWith('.'));

async function trameType(user: TestUser, label: string, isBilan: boolean) {
  const res = await request(praxis, 'POST', '/api/v1/trame-types', user.cookie, { label, isBilan });
  expect(res.status, res.text).toBe(201);
  return res.body as TTrameType;
}
async function createTrame(user: TestUser, name: string, trameTypeId: string) {
  const res = await request(praxis, 'POST', '/api/v1/trames', user.cookie, { name, trameTypeId });
  expect(res.status, res.text).toBe(201);
  return res.body as TTrame;
}
const pdfFile = (
  name: string,
  bytes: Uint8Array = makePdf([
    ['Compte rendu de séance', 'Séance de travail de la motricité fine et du graphisme.'],
  ]),
) => ({
  name,
  bytes,
  type: 'application/pdf',
});
const upload = (
  user: TestUser,
  trameId: string,
  file?: { name: string; bytes: Uint8Array; type?: string },
) =>
  request(praxis, 'POST', `/api/v1/trames/${trameId}/examples`, user.cookie, uploadForm({}, file));
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

describe('examples', () => {
  it("refuses a renamed non-PDF, an empty or missing file, 30 Mo + 1, the 51st example — with the spec's messages, leaving nothing behind", async () => {
    const user = world.otherUser;
    const type = await trameType(user, 'Type exemples', false);
    const trame = await createTrame(user, 'Trame limites', type.id);
    const before = storedFiles();
    const cases: [{ name: string; bytes: Uint8Array } | undefined, number, string][] = [
      [{ name: 'faux.pdf', bytes: samples.exe }, 422, trameMessages.examplePdfOnly('faux.pdf')],
      [
        { name: 'notes.docx', bytes: samples.docx },
        422,
        trameMessages.examplePdfOnly('notes.docx'),
      ],
      [{ name: 'vide.pdf', bytes: new Uint8Array() }, 422, trameMessages.exampleEmpty('vide.pdf')],
      [
        { name: 'gros.pdf', bytes: new Uint8Array(TRAME_FILE_MAX_BYTES + 1).fill(0x25) },
        413,
        trameMessages.exampleTooLarge('gros.pdf'),
      ],
      [undefined, 422, trameMessages.exampleAtLeastOne],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(user, trame.id, file);
      expect(res.status, file?.name).toBe(status);
      expect(res.body).toMatchObject({ error: { message } });
    }
    expect(storedFiles()).toEqual(before);

    const now = new Date();
    await praxis.database.db
      .insert(trameExamples)
      .values(
        Array.from({ length: 49 }, (_, i) => ({
          userId: user.id,
          trameId: trame.id,
          fileName: `e${i}.pdf`,
          fileType: 'application/pdf',
          fileSize: 10,
          createdAt: now,
        })),
      );
    const fiftieth = await upload(user, trame.id, pdfFile('cinquante.pdf'));
    expect(fiftieth.status, fiftieth.text).toBe(201);
    const filesAt50 = storedFiles();
    const fiftyFirst = await upload(user, trame.id, pdfFile('cinquante-et-un.pdf'));
    expect(fiftyFirst.status).toBe(422);
    expect(fiftyFirst.body).toMatchObject({
      error: { message: trameMessages.exampleBatchLimit(0) },
    });
    expect(storedFiles()).toEqual(filesAt50);
    const listed = await request(praxis, 'GET', `/api/v1/trames/${trame.id}/examples`, user.cookie);
    expect((listed.body as { total: number }).total).toBe(50);
  });

  it('analyses pending examples in the background: pseudonymised text and structure stored, bad PDFs failed with a French message', async () => {
    const user = world.otherUser;
    const type = await trameType(user, 'Bilan analyse', true);
    const trame = await createTrame(user, 'Trame analysée', type.id);
    const db = praxis.database.db;
    await db
      .insert(patients)
      .values({
        userId: user.id,
        organizationId: null,
        firstName: 'Timéo',
        lastName: 'Vasseur',
        dateOfBirth: '2016-03-12',
      });

    const none = await request(praxis, 'POST', `/api/v1/trames/${trame.id}/analysis`, user.cookie);
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ error: { message: trameMessages.nothingToAnalyse } });
    expect(
      (await request(praxis, 'GET', `/api/v1/trames/${trame.id}/analysis`, user.cookie)).body,
    ).toEqual({ job: null });

    const report = makePdf([
      [
        'Cabinet de psychomotricité du Parc',
        { text: 'BILAN PSYCHOMOTEUR', size: 18 },
        'Patient : Timéo Vasseur, né le 12/03/2016.',
        'Téléphone des parents : 06 12 34 56 78, courriel timeo.parents@example.fr.',
        '1. Anamnèse',
        'Timéo est adressé pour des difficultés graphiques.',
        '- motricité fine fragile',
        '- graphisme lent',
        'Page 1/2',
      ],
      [
        'Cabinet de psychomotricité du Parc',
        '2. Conclusion',
        'Une prise en charge est proposée.',
        'Fait à Lyon le 3 mai 2025',
        'Page 2/2',
      ],
    ]);
    const good = (await upload(user, trame.id, pdfFile('bilan-timeo.pdf', report)))
      .body as TTrameExample;
    const locked = (
      await upload(
        user,
        trame.id,
        pdfFile(
          'protege.pdf',
          makePdf([['Un texte protégé assez long pour compter']], { encrypted: true }),
        ),
      )
    ).body as TTrameExample;
    const scanned = (await upload(user, trame.id, pdfFile('scan.pdf', makePdf([[]]))))
      .body as TTrameExample;
    const broken = (
      await upload(
        user,
        trame.id,
        pdfFile('casse.pdf', new TextEncoder().encode('%PDF-1.4\nrien de plus')),
      )
    ).body as TTrameExample;
    expect(good.status).toBe('pending');

    const launched = await request(
      praxis,
      'POST',
      `/api/v1/trames/${trame.id}/analysis`,
      user.cookie,
    );
    expect(launched.status, launched.text).toBe(201);
    const job = launched.body as TAnalysisJob;
    expect(job).toMatchObject({ status: 'pending', isOwn: true });
    expect(job.recordIds.sort()).toEqual([good.id, locked.id, scanned.id, broken.id].sort());
    await praxis.jobs.idle(60_000);

    const latest = (
      await request(praxis, 'GET', `/api/v1/trames/${trame.id}/analysis`, user.cookie)
    ).body as { job: TAnalysisJob };
    expect(latest.job).toMatchObject({ id: job.id, status: 'completed', errorMessage: null });
    expect(latest.job.completedAt).not.toBeNull();
    const examples = (
      (await request(praxis, 'GET', `/api/v1/trames/${trame.id}/examples`, user.cookie)).body as {
        items: TTrameExample[];
      }
    ).items;
    const byId = new Map(examples.map((e) => [e.id, e]));
    expect(byId.get(good.id)).toMatchObject({ status: 'done', pageCount: 2, errorMessage: null });
    expect(byId.get(locked.id)).toMatchObject({
      status: 'failed',
      errorMessage: trameMessages.pdfEncrypted,
    });
    expect(byId.get(scanned.id)).toMatchObject({
      status: 'failed',
      errorMessage: trameMessages.pdfNoText,
    });
    expect(byId.get(broken.id)).toMatchObject({
      status: 'failed',
      errorMessage: trameMessages.pdfCorrupt,
    });
    expect(JSON.stringify(examples)).not.toContain('pseudonymised');

    const [stored] = await db
      .select({ text: trameExamples.pseudonymisedText, analysis: trameExamples.analysis })
      .from(trameExamples)
      .where(eq(trameExamples.id, good.id));
    const kept = JSON.stringify(stored);
    for (const identity of [
      'Timéo',
      'Vasseur',
      '12/03/2016',
      '06 12 34 56 78',
      'timeo.parents@example.fr',
    ])
      expect(kept, identity).not.toContain(identity);
    expect(stored?.text).toContain('[PRÉNOM]');
    const analysis = ZExampleAnalysis.parse(stored?.analysis);
    expect(analysis.title).toBe('BILAN PSYCHOMOTEUR');
    expect(analysis.header).toEqual(['Cabinet de psychomotricité du Parc']);
    expect(analysis.blocks).toContainEqual({ kind: 'heading', level: 2, text: '1. Anamnèse' });
    expect(analysis.blocks).toContainEqual({
      kind: 'list',
      ordered: false,
      items: ['motricité fine fragile', 'graphisme lent'],
    });
    expect(analysis.signature).toEqual(['Fait à Lyon le 3 mai 2025']);
    expect(analysis.stats.placeholders['PRÉNOM']).toBeGreaterThan(0);

    const stats = (
      (await request(praxis, 'GET', `/api/v1/trames/${trame.id}`, user.cookie)).body as TTrame
    ).stats;
    expect(stats).toMatchObject({ examplesCount: 4, examplesDone: 1 });
    expect(
      events.filter((e) => e.type === 'trame-examples.changed' && e.ids.includes(trame.id)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(praxis.mailer.sent.some((m) => m.subject.includes('Trame analysée'))).toBe(true);

    // Nothing left pending: a new launch is refused; a new example can be analysed again.
    expect(
      (await request(praxis, 'POST', `/api/v1/trames/${trame.id}/analysis`, user.cookie)).status,
    ).toBe(422);
    await upload(user, trame.id, pdfFile('encore.pdf'));
    expect(
      (await request(praxis, 'POST', `/api/v1/trames/${trame.id}/analysis`, user.cookie)).status,
    ).toBe(201);
    expect(
      (await request(praxis, 'POST', `/api/v1/trames/${trame.id}/analysis`, user.cookie)).body,
    ).toMatchObject({ error: { message: trameMessages.analysisRunning } });
    await praxis.jobs.idle(60_000);
  });

  it('deletes an example and its file', async () => {
    const user = world.otherUser;
    const type = await trameType(user, 'Type suppression', false);
    const trame = await createTrame(user, 'Trame suppression', type.id);
    const before = storedFiles();
    const example = (await upload(user, trame.id, pdfFile('a-supprimer.pdf')))
      .body as TTrameExample;
    expect(storedFiles().length).toBe(before.length + 1);
    expect(
      (
        await request(
          praxis,
          'DELETE',
          `/api/v1/trames/${trame.id}/examples/${example.id}`,
          user.cookie,
        )
      ).status,
    ).toBe(204);
    expect(storedFiles()).toEqual(before);
    const again = await request(
      praxis,
      'DELETE',
      `/api/v1/trames/${trame.id}/examples/${example.id}`,
      user.cookie,
    );
    expect(again.body).toMatchObject({ error: { message: trameMessages.exampleNotFound } });
  });
});

describe('supplementary documents', () => {
  it('adds with a title, the alternative name or the file name; edits; searches; deletes — with the messages of the spec', async () => {
    const user = world.otherUser;
    const type = await trameType(user, 'Type documents', false);
    const trame = await createTrame(user, 'Trame documents', type.id);
    const base = `/api/v1/trames/${trame.id}/documents`;
    const add = (fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) =>
      request(praxis, 'POST', base, user.cookie, uploadForm(fields, file));

    const titled = await add(
      { title: 'Fiche d’anamnèse', descriptionIa: 'À remplir au premier rendez-vous' },
      { name: 'anamnese.pdf', bytes: samples.pdf },
    );
    expect(titled.status, titled.text).toBe(201);
    expect(titled.body).toMatchObject({
      title: 'Fiche d’anamnèse',
      descriptionIa: 'À remplir au premier rendez-vous',
      fileName: 'anamnese.pdf',
    });
    expect(
      (await add({ nom: 'Logo du cabinet' }, { name: 'logo.png', bytes: samples.png })).body,
    ).toMatchObject({ title: 'Logo du cabinet', nom: 'Logo du cabinet' });
    expect((await add({}, { name: 'consentement.docx', bytes: samples.docx })).body).toMatchObject({
      title: 'consentement.docx',
    });

    const before = storedFiles();
    for (const [fields, file, status, message] of [
      [{ title: 'Sans fichier' }, undefined, 422, trameMessages.documentFileRequired],
      [
        { title: 'Trop gros' },
        { name: 'gros.pdf', bytes: new Uint8Array(TRAME_FILE_MAX_BYTES + 1).fill(0x25) },
        413,
        trameMessages.documentTooLarge,
      ],
      [
        { title: 'Exécutable' },
        { name: 'outil.exe', bytes: samples.exe },
        422,
        trameMessages.documentBadType,
      ],
      [
        { title: 'Déguisé' },
        { name: 'image.png', bytes: samples.exe },
        422,
        trameMessages.documentContentMismatch,
      ],
    ] as const) {
      const res = await add(fields, file);
      expect(res.status, fields.title).toBe(status);
      expect(res.body).toMatchObject({ error: { message } });
    }
    expect(storedFiles()).toEqual(before);

    const list = async (q = '') =>
      (
        (await request(praxis, 'GET', `${base}${q}`, user.cookie)).body as {
          items: TTrameDocument[];
        }
      ).items.map((d) => d.title);
    expect(await list()).toEqual(['Fiche d’anamnèse', 'Logo du cabinet', 'consentement.docx']);
    expect(await list('?search=logo')).toEqual(['Logo du cabinet']);
    expect(await list('?search=l')).toHaveLength(3);

    const id = (titled.body as TTrameDocument).id;
    const empty = await request(praxis, 'PATCH', `${base}/${id}`, user.cookie, { title: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      error: { message: trameMessages.documentEditTitleRequired },
    });
    expect(
      (
        await request(praxis, 'PATCH', `${base}/${id}`, user.cookie, {
          title: 'Anamnèse',
          description: 'Questionnaire',
        })
      ).body,
    ).toMatchObject({ title: 'Anamnèse', description: 'Questionnaire' });
    expect(
      ((await request(praxis, 'GET', `/api/v1/trames/${trame.id}`, user.cookie)).body as TTrame)
        .stats.documentsCount,
    ).toBe(3);

    expect((await request(praxis, 'DELETE', `${base}/${id}`, user.cookie)).status).toBe(204);
    expect(await list()).toEqual(['Logo du cabinet', 'consentement.docx']);
    expect((await request(praxis, 'DELETE', `${base}/${id}`, user.cookie)).body).toMatchObject({
      error: { message: trameMessages.documentNotFound },
    });
  });
});
