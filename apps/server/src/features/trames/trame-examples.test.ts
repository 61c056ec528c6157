import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trameMessages,
  TRAME_FILE_MAX_BYTES,
  type TAnalysisJob,
  type TTrame,
  type TTrameExample,
} from '@praxis/shared/trames/schemas';
import { ZExampleAnalysis } from '@praxis/shared/trames/example-analysis';
import { patients, trameExamples } from '../../db/schema';
import type { LiveEvent } from '../../lib/events';
import { samples } from '../../test/files';
import { makePdf } from '../../lib/simple-pdf';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { examplePdf as pdfFile, trameTestKit } from './trames-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;
const events: LiveEvent[] = [];

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-trame-examples');
  praxis.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await praxis.close();
});

const { storedFiles, trameType, createTrame, upload } = trameTestKit(() => praxis);

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
    await praxis.database.db.insert(trameExamples).values(
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
    await db.insert(patients).values({
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
