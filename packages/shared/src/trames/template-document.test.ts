import { describe, expect, it } from 'vitest';
import {
  isSafeImageSrc,
  normaliseColor,
  rowCells,
  templateMessages,
  ZTemplateBlock,
  ZTemplateJson,
} from './template-document';

const full = {
  document: {
    meta: { document_name: 'Bilan', title: 'Bilan psychomoteur', author: 'Claire Martin' },
    header: [
      { type: 'text', text: 'Cabinet du Parc', align: 'left', style: { bold: true } },
      { type: 'image', src: 'data:image/png;base64,iVBORw0KGgo=', width: 1.5, align: 'right' },
    ],
    footer: [{ type: 'page_number', align: 'center', text: 'Page' }],
    content: [
      {
        type: 'heading',
        level: 1,
        text: 'Bilan',
        style: { alignment: 'center', color: '#1F2937' },
      },
      {
        type: 'paragraph',
        text: 'Texte',
        style: { italic: true, font_size: 11, background: 'FFF' },
      },
      { type: 'list', items: ['a', 'b'], list_type: 'number' },
      { type: 'image', src: '/logo.png' },
      { type: 'frame', text: 'Identité', comment: 'Identité du patient' },
      {
        type: 'table',
        columns: ['Épreuve', 'Score'],
        rows: [['Équilibre', ''], { cells: ['Balle', ''] }],
        cell_styles: { '1': { alignment: 'center', bold: true } },
      },
      {
        type: 'section',
        title: 'Anamnèse',
        content: [{ type: 'paragraph', text: '' }],
        subsections: [{ type: 'section', title: 'Développement', content: [] }],
      },
      { type: 'divider' },
      { type: 'pagebreak' },
      { type: 'comment', text: 'Généré à partir de 3 exemples' },
    ],
  },
};

const messageOf = (value: unknown) => {
  const parsed = ZTemplateJson.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message);
};
const withBlock = (block: unknown) => ({ document: { content: [block] } });

describe('ZTemplateJson', () => {
  it('accepts every block type and style field of the spec, with defaults', () => {
    const parsed = ZTemplateJson.parse(full);
    expect(parsed.document.content).toHaveLength(10);
    const list = ZTemplateJson.parse(withBlock({ type: 'list', items: [] })).document;
    expect(list.content[0]).toEqual({ type: 'list', items: [], list_type: 'bullet' });
    expect(list.header).toEqual([]);
    expect(list.meta).toEqual({});
  });

  it.each([
    [{ type: 'heading', level: 7, text: 'x' }, templateMessages.headingLevel],
    [{ type: 'heading', level: 2 }, templateMessages.textRequired],
    [{ type: 'paragraph', text: 'x', style: { color: 'rouge' } }, templateMessages.color],
    [{ type: 'paragraph', text: 'x', style: { background: '#12345' } }, templateMessages.color],
    [{ type: 'paragraph', text: 'x', style: { font_size: 0 } }, templateMessages.fontSize],
    [{ type: 'paragraph', text: 'x', style: { alignment: 'middle' } }, templateMessages.alignment],
    [{ type: 'list', items: [], list_type: 'roman' }, templateMessages.listType],
    [{ type: 'image', src: '' }, templateMessages.srcRequired],
    [{ type: 'image', src: '/a.png', width: 50 }, templateMessages.width],
    [{ type: 'frame', text: 'x', border_width: -1 }, templateMessages.borderWidth],
    [{ type: 'table', columns: [], rows: [], cell_styles: { a: {} } }, templateMessages.columnKey],
    [{ type: 'video' }, templateMessages.blockType],
    [{ type: 'paragraph', text: 'x'.repeat(20_001) }, templateMessages.tooLong(20_000)],
  ])('refuses %j with a French message', (block, message) => {
    expect(messageOf(withBlock(block))).toContain(message);
  });

  it('refuses an unknown header element and a bad block inside a section', () => {
    expect(messageOf({ document: { header: [{ type: 'logo' }], content: [] } })).toContain(
      templateMessages.elementType,
    );
    expect(
      messageOf(
        withBlock({
          type: 'section',
          title: 'A',
          content: [{ type: 'heading', level: 0, text: 'x' }],
        }),
      ),
    ).toContain(templateMessages.headingLevel);
  });

  it('refuses sections nested deeper than 6 levels without overflowing the stack', () => {
    let block: unknown = { type: 'paragraph', text: 'fond' };
    for (let i = 0; i < 20_000; i++) block = { type: 'section', title: 's', content: [block] };
    expect(messageOf(withBlock(block))).toEqual([templateMessages.tooDeep]);
  });

  it('parses one block alone (the renderer checks block by block)', () => {
    expect(ZTemplateBlock.safeParse({ type: 'divider' }).success).toBe(true);
    expect(ZTemplateBlock.safeParse(null).success).toBe(false);
  });
});

describe('helpers', () => {
  it('normalises colours with or without #', () => {
    expect(normaliseColor('#1f2937')).toBe('1F2937');
    expect(normaliseColor('abc')).toBe('AABBCC');
  });
  it('reads rows as arrays or as objects with cells', () => {
    expect(rowCells(['a'])).toEqual(['a']);
    expect(rowCells({ cells: ['b'] })).toEqual(['b']);
  });
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['/api/v1/files/logo.png', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['https://tracker.example.com/pixel.png', false],
    ['//evil.example.com/a.png', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:text/html;base64,PGI+', false],
  ])('image src %s is safe: %s', (src, safe) => {
    expect(isSafeImageSrc(src)).toBe(safe);
  });
});
