import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCX_MIME,
  GENERATION_EVENT,
  generationMessages,
  PDF_MIME,
  type TGenerationJob,
  type TTrameTemplate,
} from '@praxis/shared/trames/generation';
import { trameMessages, type TTrame } from '@praxis/shared/trames/schemas';
import { ZTemplateJson, type TTemplateBlock } from '@praxis/shared/trames/template-document';
import { trameGenerationJobs, trames } from '../../db/schema';
import type { LiveEvent } from '../../lib/events';
import { expectIsolation } from '../../test/isolation';
import { trameGenerationJob } from './trame-generation.job';
import { createAnalysedTrame, createBilanTrame } from './trames-test-support';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import type { TestUser } from '../../test/factories';

let praxis: TestPraxis;
let world: TenancyWorld;
const events: LiveEvent[] = [];

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-generation');
  praxis.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await praxis.close();
});

const newTrame = (user: TestUser, name: string) => createBilanTrame(praxis, user, name);

const analysedTrame = (user: TestUser, name: string) => createAnalysedTrame(praxis, user, name);

const flatten = (blocks: TTemplateBlock[]): TTemplateBlock[] =>
  blocks.flatMap((b) =>
    b.type === 'section' ? [b, ...flatten(b.content), ...flatten(b.subsections ?? [])] : [b],
  );

describe('generation of the template document', () => {
  it("refuses without an analysed example: 'Aucun exemple analysé'", async () => {
    const user = world.otherUser;
    const trame = await newTrame(user, 'Sans exemple');
    const res = await request(praxis, 'POST', `/api/v1/trames/${trame.id}/generation`, user.cookie);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message: generationMessages.noExamples } });
    const latest = await request(
      praxis,
      'GET',
      `/api/v1/trames/${trame.id}/generation`,
      user.cookie,
    );
    expect(latest.body).toEqual({ job: null });
    const template = await request(
      praxis,
      'GET',
      `/api/v1/trames/${trame.id}/template`,
      user.cookie,
    );
    expect(template.body).toEqual({ template: null, generatedAt: null });
  });

  it('generates from the analysed examples, exports a DOCX with a signed link, regenerates replacing the file', async () => {
    const user = world.otherUser;
    const trame = await analysedTrame(user, 'Bilan généré');
    const base = `/api/v1/trames/${trame.id}`;
    const started = performance.now();
    const launched = await request(praxis, 'POST', `${base}/generation`, user.cookie);
    expect(launched.status, launched.text).toBe(201);
    expect(launched.body).toMatchObject({ status: 'pending', isOwn: true });
    await praxis.jobs.idle(60_000);
    console.log(`trame generation: ${Math.round(performance.now() - started)} ms`);

    const latest = (await request(praxis, 'GET', `${base}/generation`, user.cookie)).body as {
      job: TGenerationJob;
    };
    expect(latest.job).toMatchObject({ status: 'completed', errorMessage: null });
    const { template, generatedAt } = (
      await request(praxis, 'GET', `${base}/template`, user.cookie)
    ).body as TTrameTemplate;
    expect(generatedAt).not.toBeNull();
    const parsed = ZTemplateJson.parse(template);
    const blocks = flatten(parsed.document.content);
    const titles = blocks.flatMap((b) => (b.type === 'section' ? [b.title] : []));
    expect(titles).toEqual(['1. Anamnèse', '2. Conclusion']);
    const text = JSON.stringify(template);
    expect(text).toContain('Le bilan a été réalisé en deux séances.');
    expect(text).not.toContain('maladresse');
    expect(text).not.toContain('écriture lente');
    expect(parsed.document.header).toContainEqual(
      expect.objectContaining({ text: 'Cabinet de psychomotricité du Parc' }),
    );
    expect(events.some((e) => e.type === GENERATION_EVENT && e.ids.includes(trame.id))).toBe(true);

    const withFile = (await request(praxis, 'GET', base, user.cookie)).body as TTrame;
    expect(withFile.hasTemplate).toBe(true);
    expect(withFile.file).toMatchObject({ state: 'signed', mimeType: DOCX_MIME });
    const expiresIn = new Date(withFile.file?.signedUrlExpiresAt ?? 0).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(86_000_000);
    expect(expiresIn).toBeLessThanOrEqual(86_400_000);
    const download = await praxis.request(withFile.file?.signedUrl ?? '');
    expect(download.status).toBe(200);
    const { value: html } = await mammoth.convertToHtml({
      buffer: Buffer.from(await download.arrayBuffer()),
    });
    const headings = [...html.matchAll(/<h\d>(.*?)<\/h\d>/g)].map((m) =>
      m[1]?.replace(/<[^>]+>/g, ''),
    );
    const expected = blocks.flatMap((b) =>
      b.type === 'section' ? [b.title] : b.type === 'heading' ? [b.text] : [],
    );
    expect(headings).toEqual(expected);

    // The PDF export of the same template, beside the DOCX, read back with unpdf.
    expect(withFile.pdfFile).toMatchObject({ state: 'signed', mimeType: PDF_MIME });
    const pdfExpiresIn = new Date(withFile.pdfFile?.signedUrlExpiresAt ?? 0).getTime() - Date.now();
    expect(pdfExpiresIn).toBeGreaterThan(86_000_000);
    expect(pdfExpiresIn).toBeLessThanOrEqual(86_400_000);
    const pdfDownload = await praxis.request(withFile.pdfFile?.signedUrl ?? '');
    expect(pdfDownload.status).toBe(200);
    const { text: pdfText } = await extractText(
      await getDocumentProxy(new Uint8Array(await pdfDownload.arrayBuffer())),
      { mergePages: true },
    );
    const pdfLines = pdfText.split('\n');
    const found = expected.map((h) => pdfLines.indexOf(h ?? ''));
    expect(found.every((i) => i >= 0)).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);

    const [before] = await praxis.database.db
      .select({ path: trames.storagePath, pdfPath: trames.pdfStoragePath })
      .from(trames)
      .where(eq(trames.id, trame.id));
    expect((await request(praxis, 'POST', `${base}/generation`, user.cookie)).status).toBe(201);
    await praxis.jobs.idle(60_000);
    const [after] = await praxis.database.db
      .select({ path: trames.storagePath, pdfPath: trames.pdfStoragePath })
      .from(trames)
      .where(eq(trames.id, trame.id));
    expect(after?.path).not.toBe(before?.path);
    expect(await praxis.storage.exists(before?.path ?? '')).toBe(false);
    expect(await praxis.storage.exists(after?.path ?? '')).toBe(true);
    expect(after?.pdfPath).not.toBe(before?.pdfPath);
    expect(await praxis.storage.exists(before?.pdfPath ?? '')).toBe(false);
    expect(await praxis.storage.exists(after?.pdfPath ?? '')).toBe(true);
  });

  it('refuses a second generation while one is running', async () => {
    const user = world.otherUser;
    const trame = await analysedTrame(user, 'Génération en cours');
    await praxis.database.db.insert(trameGenerationJobs).values({
      userId: user.id,
      organizationId: null,
      trameId: trame.id,
      payload: { trame_id: trame.id },
      status: 'running',
    });
    const again = await request(
      praxis,
      'POST',
      `/api/v1/trames/${trame.id}/generation`,
      user.cookie,
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: generationMessages.running } });
  });

  it("fails the job with 'Aucun exemple analysé' when no analysed example is left when it runs", async () => {
    const user = world.otherUser;
    const trame = await newTrame(user, 'Exemples retirés');
    const [row] = await praxis.database.db
      .insert(trameGenerationJobs)
      .values({
        userId: user.id,
        organizationId: null,
        trameId: trame.id,
        payload: { trame_id: trame.id },
        status: 'pending',
      })
      .returning({ id: trameGenerationJobs.id });
    await praxis.jobs.enqueue(trameGenerationJob, { generationId: row?.id ?? '' });
    await praxis.jobs.idle(60_000);
    const latest = (
      await request(praxis, 'GET', `/api/v1/trames/${trame.id}/generation`, user.cookie)
    ).body as { job: TGenerationJob };
    expect(latest.job).toMatchObject({
      status: 'failed',
      errorMessage: generationMessages.noExamples,
    });
    expect(latest.job.completedAt).not.toBeNull();
  });
});

describe('isolation', () => {
  it('keeps the generation and the template to the trame owner; colleagues read an organisation trame, never generate', async () => {
    const owner = world.owner;
    const trame = await analysedTrame(owner, 'Trame-générée-secrète');
    const base = `/api/v1/trames/${trame.id}`;
    const actors = {
      owner,
      otherUser: world.otherUser,
      otherOrgMember: world.otherOrgMember,
      colleague: world.colleague,
    };
    for (const c of [
      { name: 'latest generation', path: `${base}/generation`, marker: '"job":null' },
      { name: 'template', path: `${base}/template`, marker: '"template":null' },
      {
        name: 'start generation',
        method: 'POST' as const,
        path: `${base}/generation`,
        marker: 'isOwn',
        ownerStatus: 201,
      },
    ])
      await expectIsolation(praxis, actors, c);
    await praxis.jobs.idle(60_000);
    const generated = await request(praxis, 'GET', `${base}/template`, owner.cookie);
    expect(generated.text).toContain('Anamn');
    for (const who of [world.otherUser, world.otherOrgMember, world.colleague])
      expect((await request(praxis, 'GET', `${base}/template`, who.cookie)).status).toBe(404);

    const orgTrame = await newTrame(world.ownerOrg, 'Trame-cabinet-générée');
    const orgBase = `/api/v1/trames/${orgTrame.id}`;
    expect(
      (await request(praxis, 'GET', `${orgBase}/template`, world.colleague.cookie)).status,
    ).toBe(200);
    expect(
      (await request(praxis, 'GET', `${orgBase}/generation`, world.colleague.cookie)).status,
    ).toBe(200);
    const colleagueStart = await request(
      praxis,
      'POST',
      `${orgBase}/generation`,
      world.colleague.cookie,
    );
    expect(colleagueStart.status).toBe(404);
    expect(colleagueStart.body).toMatchObject({ error: { message: trameMessages.notFound } });
  });
});
