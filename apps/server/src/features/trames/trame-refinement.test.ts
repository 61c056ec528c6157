import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTrameTemplate } from '@praxis/shared/trames/generation';
import { ZTemplateJson, type TTemplateBlock } from '@praxis/shared/trames/template-document';
import { startFakeAiServer, type FakeAiServer } from '../../test/fake-ai-server';
import { createUser, type TestUser } from '../../test/factories';
import { request } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { refineTemplate, sameSkeleton } from './refine-template';
import { createAnalysedTrame } from './trames-test-support';

/** Issue 12 §1: with a model configured, the generation's instructions are refined by Sophie. */
let fake: FakeAiServer;
let praxis: TestPraxis;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeAiServer();
  praxis = await createTestPraxis({
    AI_BASE_URL: fake.url,
    AI_MODEL: 'modele-de-test',
    AI_API_KEY: 'cle',
    AI_TIMEOUT_MS: '2000',
  });
  user = await createUser(praxis, { firstName: 'Solène', lastName: 'Affinée' });
});
afterAll(async () => {
  await praxis.close();
  await fake.close();
});

const flatten = (blocks: TTemplateBlock[]): TTemplateBlock[] =>
  blocks.flatMap((b) =>
    b.type === 'section' ? [b, ...flatten(b.content), ...flatten(b.subsections ?? [])] : [b],
  );
const comments = (blocks: TTemplateBlock[]) =>
  flatten(blocks).flatMap((b) =>
    'comment' in b && b.comment ? [b.comment] : b.type === 'comment' ? [b.text] : [],
  );

async function generate(name: string) {
  const trame = await createAnalysedTrame(praxis, user, name);
  fake.reset();
  const launched = await request(
    praxis,
    'POST',
    `/api/v1/trames/${trame.id}/generation`,
    user.cookie,
  );
  expect(launched.status, launched.text).toBe(201);
  await praxis.jobs.idle(60_000);
  const { template } = (
    await request(praxis, 'GET', `/api/v1/trames/${trame.id}/template`, user.cookie)
  ).body as TTrameTemplate;
  return ZTemplateJson.parse(template).document;
}

describe('generation refined by the model', () => {
  it('keeps the refined headings and instructions, sends only pseudonymised blocks', async () => {
    const document = await generate('Bilan affiné');
    const refined = comments(document.content);
    expect(refined.length).toBeGreaterThan(0);
    for (const comment of refined) expect(comment).toMatch(/^Précisé : /);
    // One call, with the content blocks only: no name of the practitioner, the trame or a patient.
    const sent = JSON.stringify(fake.received());
    expect(fake.received()).toHaveLength(1);
    expect(sent).toContain('<trame_json>');
    for (const identity of ['Solène', 'Affinée', 'Bilan affiné', 'Lucas', 'Ferrand'])
      expect(sent).not.toContain(identity);
  });

  it('keeps the deterministic template when the answer adds content, is not JSON or fails', async () => {
    const ai = praxis.env.ai;
    if (!ai) throw new Error('the test server has a model');
    const template = (comment: string) =>
      ZTemplateJson.parse({
        document: {
          meta: { title: 'Bilan' },
          header: [],
          footer: [],
          content: [
            { type: 'heading', level: 1, text: 'Bilan psychomoteur' },
            {
              type: 'section',
              title: '1. Anamnèse',
              comment,
              content: [{ type: 'paragraph', text: '[À compléter]' }],
            },
          ],
        },
      });
    const signal = new AbortController().signal;
    const refined = await refineTemplate(ai, template('Anamnèse : un texte'), signal);
    expect(refined.outcome).toBe('refined');
    expect(JSON.stringify(refined.template)).toContain('Précisé : Anamnèse : un texte');
    for (const [comment, outcome] of [
      ['Anamnèse [[inventer]]', 'rejected'],
      ['Anamnèse [[charabia]]', 'failed'],
      ['Anamnèse [[erreur]]', 'failed'],
    ] as const) {
      const original = template(comment);
      const result = await refineTemplate(ai, original, signal);
      expect(result.outcome, comment).toBe(outcome);
      expect(result.template, comment).toEqual(original);
    }
  });

  it('compares skeletons: titles, headings and instructions may change, nothing else', () => {
    const blocks: TTemplateBlock[] = [
      { type: 'heading', level: 2, text: 'Résultats' },
      {
        type: 'section',
        title: 'Tests',
        comment: 'Scores',
        content: [{ type: 'paragraph', text: '[À compléter]' }],
      },
    ];
    expect(
      sameSkeleton(blocks, [
        { ...blocks[0], text: 'Résultats des tests' } as TTemplateBlock,
        { ...blocks[1], title: 'Épreuves', comment: 'Scores standard' } as TTemplateBlock,
      ]),
    ).toBe(true);
    expect(
      sameSkeleton(blocks, [...blocks, { type: 'paragraph', text: 'Contenu clinique inventé.' }]),
    ).toBe(false);
    expect(
      sameSkeleton(blocks, [
        blocks[0] as TTemplateBlock,
        { type: 'section', title: 'Tests', content: [{ type: 'paragraph', text: 'Score 12' }] },
      ]),
    ).toBe(false);
    expect(sameSkeleton(blocks, [blocks[1] as TTemplateBlock, blocks[0] as TTemplateBlock])).toBe(
      false,
    );
  });
});
