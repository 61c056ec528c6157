import fc from 'fast-check';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_ALIGNMENTS,
  ZTemplateJson,
  type THeaderElement,
  type TTemplateBlock,
  type TTemplateJson,
  type TTemplateSection,
  type TTemplateStyle,
} from '@praxis/shared/trames/template-document';
import { templateToDocx } from './docx-export';
import { templateToPdf } from './pdf-export';
import { SAMPLE_JPEG, SAMPLE_PNG } from './trames-test-support';

const PNG = SAMPLE_PNG;
const JPEG = SAMPLE_JPEG;

async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

const sample: TTemplateJson = {
  document: {
    meta: { document_name: 'Bilan', title: 'Bilan psychomoteur', author: 'Ophélie' },
    header: [
      { type: 'text', text: 'Cabinet de psychomotricité du Parc', align: 'center' },
      { type: 'image', src: PNG, width: 0.5, align: 'right' },
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
        text: 'Intro « œuvre » — été',
        style: { bold: true, italic: true, underline: true, background: 'ff0' },
      },
      { type: 'list', items: ['un', 'deux'], list_type: 'number' },
      { type: 'list', items: ['puce'], list_type: 'bullet' },
      { type: 'frame', text: '[PRÉNOM] [NOM]' },
      { type: 'image', src: PNG, width: 1, alignment: 'center' },
      { type: 'image', src: JPEG, width: 1 },
      { type: 'image', src: 'https://tracker.example.com/p.png' },
      {
        type: 'table',
        columns: ['Épreuve', 'Score standard'],
        rows: [['Équilibre', '12'], { cells: ['Balle'] }],
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
};

describe('PDF export of template_json', () => {
  it('reads back the headings, table cells, lists, frames and page numbers in order', async () => {
    const pages = await pdfPages(await templateToPdf(sample));
    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    const lines = first.split('\n');
    // Headings of template_json (sections are headings too), in the document's order.
    const headings = ['Bilan psychomoteur', 'Anamnèse', 'Développement'];
    const at = headings.map((h) => lines.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(second.split('\n')).toContain('Annexe');
    // Table: header cells, then each row's cells.
    const table = sample.document.content.find((b) => b.type === 'table');
    if (table?.type !== 'table') throw new Error('no table');
    const cells = [...table.columns, 'Équilibre', '12', 'Balle'];
    expect(first.replace(/\n/g, ' ')).toContain(cells.join(' '));
    expect(lines).toContain('1. un');
    expect(lines).toContain('2. deux');
    expect(lines).toContain('• puce');
    expect(lines).toContain('[PRÉNOM] [NOM]');
    expect(first).toContain('Intro « œuvre » — été');
    expect(first).toContain('Instruction pour Sophie : Anamnèse : texte');
    expect(second).toContain('Instruction pour Sophie : Fin');
    expect(first).toContain('[Image]');
    expect(first).not.toContain('tracker.example.com');
    // Header and footer on every page, with the page number.
    expect(first).toContain('Cabinet de psychomotricité du Parc');
    expect(second).toContain('Cabinet de psychomotricité du Parc');
    expect(lines).toContain('Page 1');
    expect(second.split('\n')).toContain('Page 2');
  });

  it('writes characters the standard fonts lack as "?" rather than failing', async () => {
    const [text = ''] = await pdfPages(
      await templateToPdf({
        document: {
          meta: {},
          header: [],
          footer: [],
          content: [{ type: 'paragraph', text: 'Flèche → fin ✓ 中' }],
        },
      }),
    );
    expect(text).toContain('Flèche ? fin ? ?');
  });

  it('lays a long template over many pages, the header and footer on each', async () => {
    const content: TTemplateBlock[] = [];
    for (let i = 0; i < 12; i++)
      content.push(
        { type: 'heading', level: 2, text: `Partie ${i}` },
        { type: 'paragraph', text: 'Texte de la trame. '.repeat(150) },
        {
          type: 'table',
          columns: ['A', 'B'],
          rows: Array.from({ length: 30 }, (_, r) => [`a${i}-${r}`, `b${i}-${r}`]),
        },
      );
    const pages = await pdfPages(
      await templateToPdf({
        document: {
          meta: {},
          header: [{ type: 'text', text: 'En-tête' }],
          footer: [{ type: 'page_number', text: 'Page' }],
          content,
        },
      }),
    );
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, i) => {
      expect(page).toContain('En-tête');
      expect(page.split('\n')).toContain(`Page ${i + 1}`);
    });
    const all = pages.join('\n');
    expect(all).toContain('a11-29 b11-29');
  });
});

// ── Property: any valid template_json renders to DOCX and PDF without throwing ──────────────

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 .,'’«»\-–—€→✓\n]{0,40}$/);
const hex = fc.stringMatching(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
const style: fc.Arbitrary<TTemplateStyle> = fc.record(
  {
    alignment: fc.constantFrom(...TEMPLATE_ALIGNMENTS),
    bold: fc.boolean(),
    italic: fc.boolean(),
    underline: fc.boolean(),
    font_size: fc.integer({ min: 1, max: 72 }),
    color: hex,
    background: hex,
  },
  { requiredKeys: [] },
);
const comment = fc.option(word, { nil: undefined });
const src = fc.constantFrom(PNG, JPEG, 'data:image/png;base64,AAAA', '/logo.png', 'javascript:x');
const width = fc.double({ min: 0.1, max: 20, noNaN: true });

const leaf: fc.Arbitrary<TTemplateBlock> = fc.oneof(
  fc.record({
    type: fc.constant('heading' as const),
    level: fc.integer({ min: 1, max: 6 }),
    text: word,
    style: fc.option(style, { nil: undefined }),
    comment,
  }),
  fc.record({ type: fc.constant('paragraph' as const), text: word, style, comment }),
  fc.record({
    type: fc.constant('list' as const),
    items: fc.array(word, { maxLength: 6 }),
    list_type: fc.constantFrom('number' as const, 'bullet' as const),
    style,
    comment,
  }),
  fc.record({
    type: fc.constant('image' as const),
    src,
    width: fc.option(width, { nil: undefined }),
    alignment: fc.option(fc.constantFrom(...TEMPLATE_ALIGNMENTS), { nil: undefined }),
    comment,
  }),
  fc.record(
    {
      type: fc.constant('frame' as const),
      text: word,
      background: hex,
      border_color: hex,
      border_width: fc.integer({ min: 0, max: 20 }),
      style,
      comment,
    },
    { requiredKeys: ['type', 'text'] },
  ),
  fc.record({
    type: fc.constant('table' as const),
    columns: fc.array(word, { maxLength: 12 }),
    rows: fc.array(
      fc.oneof(
        fc.array(word, { maxLength: 12 }),
        fc.record({ cells: fc.array(word, { maxLength: 12 }) }),
      ),
      { maxLength: 8 },
    ),
    style: fc.option(style, { nil: undefined }),
    cell_styles: fc.option(fc.dictionary(fc.constantFrom('0', '1', '2', '11'), style), {
      nil: undefined,
    }),
    comment,
  }),
  fc.constant({ type: 'divider' as const }),
  fc.constant({ type: 'pagebreak' as const }),
  fc.record({ type: fc.constant('comment' as const), text: word }),
);

const { section } = fc.letrec<{ section: TTemplateSection }>((tie) => ({
  section: fc.record(
    {
      type: fc.constant('section' as const),
      title: word,
      content: fc.array(fc.oneof({ depthSize: 'small' }, leaf, tie('section')), { maxLength: 4 }),
      subsections: fc.array(tie('section'), { maxLength: 2 }),
      comment,
    },
    { requiredKeys: ['type', 'title', 'content'] },
  ),
}));

const edge: fc.Arbitrary<THeaderElement> = fc.oneof(
  fc.record({
    type: fc.constant('text' as const),
    text: word,
    align: fc.constantFrom(...TEMPLATE_ALIGNMENTS),
    style,
  }),
  fc.record({
    type: fc.constant('page_number' as const),
    text: fc.option(word, { nil: undefined }),
  }),
  fc.record({
    type: fc.constant('image' as const),
    src,
    width: fc.option(width, { nil: undefined }),
  }),
);

const template: fc.Arbitrary<unknown> = fc.record({
  document: fc.record({
    meta: fc.record({ document_name: word, title: word, author: word }, { requiredKeys: [] }),
    header: fc.array(edge, { maxLength: 3 }),
    footer: fc.array(edge, { maxLength: 3 }),
    content: fc.array(fc.oneof(leaf, section), { maxLength: 12 }),
  }),
});

describe('property: random valid template_json documents', () => {
  it('render to DOCX (read back by mammoth) and to PDF (read back by unpdf) without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(template, async (value) => {
        const parsed = ZTemplateJson.safeParse(value);
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const docx = await templateToDocx(parsed.data);
        await mammoth.extractRawText({ buffer: Buffer.from(docx) });
        const pdf = await templateToPdf(parsed.data);
        expect((await pdfPages(pdf)).length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
