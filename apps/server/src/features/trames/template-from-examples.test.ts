import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import type { TExampleAnalysis, TExampleBlock } from '@praxis/shared/trames/example-analysis';
import {
  ZTemplateJson,
  type TTemplateBlock,
  type TTemplateJson,
} from '@praxis/shared/trames/template-document';
import { templateToDocx } from './docx-export';
import { SAMPLE_JPEG, SAMPLE_PNG } from './trames-test-support';
import { templateFromExamples } from './template-from-examples';

const analysis = (
  blocks: TExampleBlock[],
  extra: Partial<TExampleAnalysis> = {},
): TExampleAnalysis => ({
  version: 1,
  pageCount: 2,
  title: 'BILAN PSYCHOMOTEUR',
  header: ['Cabinet du Parc'],
  footer: ['12 rue des Lilas'],
  blocks: [{ kind: 'heading', level: 1, text: 'BILAN PSYCHOMOTEUR' }, ...blocks],
  signature: ['Fait à Lyon le 3 mai 2025'],
  stats: { characters: 100, words: 20, placeholders: { PRÉNOM: 2, NOM: 1 } },
  ...extra,
});
const h = (text: string, level = 2): TExampleBlock => ({ kind: 'heading', level, text });
const p = (text: string): TExampleBlock => ({ kind: 'paragraph', text });
const scores = (values: string[]): TExampleBlock => ({
  kind: 'table',
  columns: ['Épreuve', 'Score standard'],
  rows: [
    ['Dextérité manuelle', values[0] ?? ''],
    ['Équilibre', values[1] ?? ''],
  ],
});

const examples = [
  analysis([
    h('1. Anamnèse'),
    p('[PRÉNOM] est adressé par son médecin pour une maladresse.'),
    p('Le bilan a été réalisé en deux séances.'),
    h('2. Résultats du M-ABC-2'),
    scores(['7', '9']),
    h('3. Conclusion'),
    p('[PRÉNOM] présente un trouble développemental de la coordination.'),
    h('Projet thérapeutique'),
  ]),
  analysis([
    h('1. Anamnèse'),
    p('[PRÉNOM] vient pour une écriture lente et douloureuse.'),
    p('Le bilan a été réalisé en deux séances.'),
    h('2. Résultats du M-ABC-2'),
    scores(['4', '12']),
    h('3. Conclusion'),
    p('Pas de trouble moteur mis en évidence.'),
  ]),
  analysis([
    h('Anamnese'),
    p('Le bilan a été réalisé en deux séances.'),
    h('Observation libre'),
    p('Très agité pendant la séance.'),
    h('Résultats du M-ABC-2'),
    scores(['11', '6']),
    h('Conclusion'),
    p('Suivi hebdomadaire conseillé.'),
  ]),
];

const flatten = (blocks: TTemplateBlock[]): TTemplateBlock[] =>
  blocks.flatMap((b) =>
    b.type === 'section' ? [b, ...flatten(b.content), ...flatten(b.subsections ?? [])] : [b],
  );

describe('templateFromExamples', () => {
  const template = templateFromExamples(examples, {
    documentName: 'Bilan',
    author: 'Claire Martin',
  });
  const blocks = flatten(template.document.content);
  const text = JSON.stringify(template);

  it('keeps the sections of most examples in their order, with an instruction each', () => {
    expect(ZTemplateJson.safeParse(template).success).toBe(true);
    const sections = template.document.content.filter((b) => b.type === 'section');
    expect(sections.map((s) => s.type === 'section' && s.title)).toEqual([
      '1. Anamnèse',
      '2. Résultats du M-ABC-2',
      '3. Conclusion',
    ]);
    for (const section of sections) expect(section.comment).toMatch(/^.+ : .+/);
    expect(text).not.toContain('Observation libre');
    expect(text).not.toContain('Projet thérapeutique');
    expect(template.document.meta).toEqual({
      document_name: 'Bilan',
      title: 'BILAN PSYCHOMOTEUR',
      author: 'Claire Martin',
    });
    expect(template.document.header).toEqual([
      { type: 'text', text: 'Cabinet du Parc', align: 'left' },
    ]);
    expect(template.document.footer.map((e) => e.type)).toEqual(['text', 'page_number']);
  });

  it('keeps recurring tables (columns, row labels) and boilerplate, never the clinical values or sentences', () => {
    const table = blocks.find((b) => b.type === 'table');
    expect(table).toMatchObject({
      columns: ['Épreuve', 'Score standard'],
      rows: [
        ['Dextérité manuelle', ''],
        ['Équilibre', ''],
      ],
    });
    expect(table?.comment).toContain('Résultats du M-ABC-2 : tableau');
    expect(blocks).toContainEqual(
      expect.objectContaining({
        type: 'paragraph',
        text: 'Le bilan a été réalisé en deux séances.',
      }),
    );
    for (const clinical of [
      'maladresse',
      'écriture lente',
      'trouble',
      'agité',
      'hebdomadaire',
      '"7"',
      '"12"',
    ])
      expect(text).not.toContain(clinical);
    expect(blocks).toContainEqual(
      expect.objectContaining({ type: 'frame', text: '[PRÉNOM] [NOM]' }),
    );
  });

  it('refuses to run without an analysed example', () => {
    expect(() => templateFromExamples([], { documentName: 'x', author: 'y' })).toThrow();
  });
});

describe('templateToDocx', () => {
  it('embeds PNG and JPEG images at their width, and notes any other image', async () => {
    const template: TTemplateJson = ZTemplateJson.parse({
      document: {
        meta: { title: 'Images' },
        header: [{ type: 'image', src: SAMPLE_JPEG, width: 1 }],
        footer: [],
        content: [
          { type: 'image', src: SAMPLE_PNG, width: 2 },
          { type: 'image', src: SAMPLE_JPEG, width: 1.5 },
          { type: 'image', src: 'data:image/jpeg;base64,AAAA' },
        ],
      },
    });
    const bytes = await templateToDocx(template);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(html.match(/<img src="data:image\/png;base64,/g)).toHaveLength(1);
    expect(html.match(/<img src="data:image\/jpeg;base64,/g)).toHaveLength(1);
    expect(html).toContain('[Image]');
  });

  it('exports headings, tables and sections that a DOCX reader finds again', async () => {
    const template: TTemplateJson = ZTemplateJson.parse({
      document: {
        meta: { title: 'Bilan' },
        header: [
          { type: 'text', text: 'Cabinet' },
          { type: 'image', src: 'javascript:alert(1)' },
        ],
        footer: [{ type: 'page_number', text: 'Page', align: 'right' }],
        content: [
          {
            type: 'heading',
            level: 1,
            text: 'Bilan psychomoteur',
            style: { color: '#1F2937', font_size: 20 },
          },
          {
            type: 'paragraph',
            text: 'Intro',
            style: { bold: true, italic: true, underline: true, background: 'ff0' },
          },
          { type: 'list', items: ['un', 'deux'], list_type: 'number' },
          { type: 'list', items: ['a'], list_type: 'bullet' },
          { type: 'frame', text: '[PRÉNOM] [NOM]' },
          { type: 'image', src: 'https://tracker.example.com/p.png' },
          {
            type: 'table',
            columns: ['Épreuve', 'Score'],
            rows: [['Équilibre', ''], { cells: ['Balle'] }],
            cell_styles: { '1': { alignment: 'center', background: '#EEEEEE' } },
          },
          {
            type: 'section',
            title: 'Anamnèse',
            comment: 'Anamnèse : texte',
            content: [{ type: 'paragraph', text: '[À compléter]' }],
            subsections: [{ type: 'section', title: 'Développement', content: [] }],
          },
          { type: 'divider' },
          { type: 'pagebreak' },
          { type: 'heading', level: 6, text: 'Annexe' },
          { type: 'comment', text: 'Fin' },
        ],
      },
    });
    const bytes = await templateToDocx(template);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    const headings = [...html.matchAll(/<h(\d)>(.*?)<\/h\d>/g)].map((m) => [Number(m[1]), m[2]]);
    expect(headings).toEqual([
      [1, 'Bilan psychomoteur'],
      [2, 'Anamnèse'],
      [3, 'Développement'],
      [6, 'Annexe'],
    ]);
    expect(html).toContain('<th><p><strong>Épreuve</strong></p></th>');
    expect(html).toContain('<td><p>Équilibre</p></td>');
    expect(html).toContain('Instruction pour Sophie : Anamnèse : texte');
    expect(html).not.toContain('tracker.example.com');
  });

  // Timed by `npm run bench:export -w @praxis/server` (docs/performance.md), never asserted here.
  it('exports a 30-page template, headings in order', async () => {
    const content: TTemplateBlock[] = [];
    for (let i = 0; i < 30; i++)
      content.push(
        { type: 'heading', level: 2, text: `Partie ${i}` },
        ...Array.from({ length: 8 }, () => ({
          type: 'paragraph' as const,
          text: 'Texte de la trame. '.repeat(20),
        })),
        {
          type: 'table',
          columns: ['A', 'B', 'C'],
          rows: Array.from({ length: 10 }, () => ['x', 'y', 'z']),
        },
        { type: 'pagebreak' },
      );
    const bytes = await templateToDocx({ document: { meta: {}, header: [], footer: [], content } });
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    const headings = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(Array.from({ length: 30 }, (_, i) => `Partie ${i}`));
  });
});
