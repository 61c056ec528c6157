import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { generationMessages } from '@praxis/shared/trames/generation';
import { ZTemplateJson } from '@praxis/shared/trames/template-document';
import { TemplateView } from '../components/ma-trame/template-view';
import { checkTemplate } from './check-template';
import { headingSize, inchesToPx, styleToCss } from './template-style';

const hex = fc
  .tuple(fc.boolean(), fc.stringMatching(/^[0-9a-fA-F]{6}$/))
  .map(([hash, h]) => (hash ? `#${h}` : h));
const align = fc.constantFrom('left', 'center', 'right', 'justify');
const style = fc.record(
  {
    alignment: align,
    bold: fc.boolean(),
    italic: fc.boolean(),
    underline: fc.boolean(),
    font_size: fc.integer({ min: 1, max: 72 }),
    color: hex,
    background: hex,
  },
  { requiredKeys: [] },
);
const text = fc.string({ maxLength: 40 });
const comment = fc.option(text, { nil: undefined });
const src = fc.constantFrom(
  'data:image/png;base64,iVBORw0KGgo=',
  '/logo.png',
  'javascript:alert(1)',
  'https://tracker.example.com/p.png',
);
const element = fc.oneof(
  fc.record({ type: fc.constant('text'), text, align, style }),
  fc.record({ type: fc.constant('page_number'), align }),
  fc.record({
    type: fc.constant('image'),
    src,
    width: fc.double({ min: 0.1, max: 20, noNaN: true }),
  }),
);
const leaf = fc.oneof(
  fc.record({
    type: fc.constant('heading'),
    level: fc.integer({ min: 1, max: 6 }),
    text,
    style,
    comment,
  }),
  fc.record({ type: fc.constant('paragraph'), text, style, comment }),
  fc.record({
    type: fc.constant('list'),
    items: fc.array(text, { maxLength: 4 }),
    list_type: fc.constantFrom('number', 'bullet'),
    comment,
  }),
  fc.record({
    type: fc.constant('image'),
    src,
    width: fc.double({ min: 0.1, max: 20, noNaN: true }),
    alignment: align,
  }),
  fc.record(
    {
      type: fc.constant('frame'),
      text,
      background: hex,
      border_color: hex,
      border_width: fc.integer({ min: 0, max: 20 }),
    },
    { requiredKeys: ['type', 'text'] },
  ),
  fc.record({
    type: fc.constant('table'),
    columns: fc.array(text, { maxLength: 4 }),
    rows: fc.array(
      fc.oneof(
        fc.array(text, { maxLength: 5 }),
        fc.record({ cells: fc.array(text, { maxLength: 5 }) }),
      ),
      { maxLength: 4 },
    ),
    cell_styles: fc.dictionary(fc.constantFrom('0', '1', '2', '7'), style),
    comment,
  }),
  fc.record({ type: fc.constant('divider') }),
  fc.record({ type: fc.constant('pagebreak') }),
  fc.record({ type: fc.constant('comment'), text }),
);
type Arb = fc.Arbitrary<unknown>;
const section = (depth: number): Arb =>
  fc.record({
    type: fc.constant('section'),
    title: text,
    content: fc.array(blockAt(depth - 1), { maxLength: 3 }),
    subsections: fc
      .array(depth > 1 ? section(depth - 1) : fc.constant(null), { maxLength: 2 })
      .map((s) => s.filter(Boolean)),
    comment,
  });
const blockAt = (depth: number): Arb => (depth <= 0 ? leaf : fc.oneof(leaf, leaf, section(depth)));
const block = blockAt(3);
const document = fc.record({
  document: fc.record({
    meta: fc.record({ document_name: text, title: text, author: text }, { requiredKeys: [] }),
    header: fc.array(element, { maxLength: 3 }),
    footer: fc.array(element, { maxLength: 3 }),
    content: fc.array(block, { maxLength: 8 }),
  }),
});

const render = (value: unknown, showInstructions = true) => {
  const checked = checkTemplate(value);
  if (!checked) throw new Error('not a template');
  return renderToStaticMarkup(createElement(TemplateView, { template: checked, showInstructions }));
};

describe('template renderer', () => {
  it('renders any valid template_json without throwing, never loading an unsafe image', () => {
    fc.assert(
      fc.property(document, (value) => {
        expect(ZTemplateJson.safeParse(value).success).toBe(true);
        const html = render(value);
        expect(html).not.toContain('javascript:');
        expect(html).not.toContain('tracker.example.com');
        expect(html).not.toContain('role="alert"');
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('names a bad block and still renders the others, inside sections too', () => {
    const html = render({
      document: {
        content: [
          { type: 'heading', level: 1, text: 'Bilan' },
          { type: 'table', columns: 'pas une liste', rows: [] },
          {
            type: 'section',
            title: 'Anamnèse',
            content: [
              { type: 'heading', level: 9, text: 'x' },
              { type: 'paragraph', text: 'Reste visible' },
            ],
          },
          { type: 'pagebreak' },
        ],
      },
    });
    expect(html).toContain('Bilan');
    expect(html).toContain(
      generationMessages
        .badBlock('n° 2 (table)', 'Invalid input: expected array, received string')
        .slice(0, 25),
    );
    expect(html).toContain(
      'Bloc n° 3.1 (heading) illisible : Le niveau de titre doit être compris entre 1 et 6',
    );
    expect(html).toContain('Reste visible');
    expect(html).toContain('SAUT DE PAGE');
  });

  it('shows the instructions for Sophie only when asked', () => {
    const value = {
      document: { content: [{ type: 'paragraph', text: 'Texte', comment: 'Ce qui va ici' }] },
    };
    expect(render(value, true)).toContain('Instruction pour Sophie');
    expect(render(value, false)).not.toContain('Ce qui va ici');
  });

  it('refuses what is not a template document', () => {
    expect(checkTemplate(null)).toBeNull();
    expect(checkTemplate({ document: { content: 'x' } })).toBeNull();
  });
});

describe('template styles', () => {
  it('maps the style fields to CSS: points, colours with or without #', () => {
    expect(
      styleToCss({
        bold: true,
        italic: true,
        underline: true,
        font_size: 12,
        color: 'ff0000',
        background: '#abc',
        alignment: 'center',
      }),
    ).toEqual({
      fontWeight: 700,
      fontStyle: 'italic',
      textDecoration: 'underline',
      fontSize: '12pt',
      color: '#FF0000',
      backgroundColor: '#AABBCC',
      textAlign: 'center',
    });
    expect(styleToCss(undefined)).toEqual({});
  });
  it('sizes headings and images as the spec says', () => {
    expect([1, 2, 3, 4, 5, 6].map(headingSize)).toEqual([
      '2rem',
      '1.5rem',
      '1.25rem',
      '1.125rem',
      '1rem',
      '0.875rem',
    ]);
    expect(inchesToPx(4)).toBe(384);
  });
});
