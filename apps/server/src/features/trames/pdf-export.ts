import PDFDocument from 'pdfkit';
import {
  FRAME_DEFAULTS,
  HEADING_SIZES_REM,
  IMAGE_WIDTH_DEFAULT_IN,
  rowCells,
  type TTemplateBlock,
  type TTemplateJson,
  type TTemplateSection,
  type TTemplateStyle,
} from '@praxis/shared/trames/template-document';
import { drawEdge, edgeHeights } from './pdf-page-edges';
import {
  BODY_PT,
  color,
  EDGE_GAP,
  fontName,
  imageBytes,
  NOTE_COLOR,
  openImage,
  PAGE_MARGIN,
  printable,
  PT_PER_INCH,
  type Align,
  type Doc,
} from './pdf-primitives';

/**
 * template_json → PDF (issue 12 "Export"), with pdfkit and its standard fonts (no browser).
 * The same reading as the DOCX export (docx-export.ts): headings by level, sections as headings
 * one level below their parent, Sophie's instructions as grey italic notes, frames with their
 * defaults, tables with cell styles keyed by column, images in inches (72 pt each: a PDF point is
 * 1/72 inch), header and footer on every page with the page number (pdf-page-edges.ts).
 */
type Ctx = {
  doc: Doc;
  left: number;
  width: number;
  bottom: number;
};

function ensureRoom(ctx: Ctx, height: number) {
  if (ctx.doc.y + height > ctx.bottom && ctx.doc.y > ctx.doc.page.margins.top + 1)
    ctx.doc.addPage();
}

/** A block of text in its style, with its background drawn behind it when it has one. */
function writeText(
  ctx: Ctx,
  text: string,
  style: TTemplateStyle | undefined,
  opts: { bold?: boolean; size?: number; color?: string; gapAfter?: number } = {},
) {
  const { doc } = ctx;
  const value = printable(text);
  const size = style?.font_size ?? opts.size ?? BODY_PT;
  doc.font(fontName(style, opts.bold)).fontSize(size);
  const options = {
    width: ctx.width,
    align: (style?.alignment ?? 'left') as Align,
    underline: !!style?.underline,
  };
  const height = doc.heightOfString(value || ' ', options);
  ensureRoom(ctx, Math.min(height, size * 1.4));
  if (style?.background && height < ctx.bottom - doc.y) {
    doc.save().rect(ctx.left, doc.y, ctx.width, height).fill(color(style.background)).restore();
  }
  doc.fillColor(color(style?.color, opts.color ?? '#000000'));
  doc.text(value || ' ', ctx.left, doc.y, options);
  doc.fillColor('#000000');
  doc.y += opts.gapAfter ?? 4;
}

const instruction = (ctx: Ctx, comment: string | undefined) => {
  if (comment)
    writeText(ctx, `Instruction pour Sophie : ${comment}`, {
      italic: true,
      color: NOTE_COLOR,
      font_size: 9,
    });
};

function heading(ctx: Ctx, level: number, text: string, style: TTemplateStyle | undefined) {
  const rem = HEADING_SIZES_REM[Math.min(6, Math.max(1, level)) - 1] ?? 1;
  ctx.doc.y += 6;
  ensureRoom(ctx, rem * 12 * 3);
  writeText(ctx, text, style, { bold: true, size: rem * 12, gapAfter: 6 });
}

function image(ctx: Ctx, src: string, widthIn: number, alignment: Align | undefined) {
  const { doc } = ctx;
  const bytes = imageBytes(src);
  const opened = openImage(doc, bytes);
  if (!bytes || !opened) {
    writeText(ctx, '[Image]', { italic: true, color: NOTE_COLOR, alignment });
    return;
  }
  let width = Math.min(widthIn * PT_PER_INCH, ctx.width);
  let height = (width * opened.height) / opened.width;
  const pageRoom = ctx.bottom - doc.page.margins.top;
  if (height > pageRoom) {
    width = (width * pageRoom) / height;
    height = pageRoom;
  }
  ensureRoom(ctx, height);
  const x =
    alignment === 'center'
      ? ctx.left + (ctx.width - width) / 2
      : alignment === 'right'
        ? ctx.left + ctx.width - width
        : ctx.left;
  const y = doc.y;
  doc.image(bytes, x, y, { width, height });
  doc.x = ctx.left;
  doc.y = y + height + 6;
}

function list(ctx: Ctx, block: Extract<TTemplateBlock, { type: 'list' }>) {
  const { doc } = ctx;
  const indent = 18;
  block.items.forEach((item, i) => {
    const size = block.style?.font_size ?? BODY_PT;
    ensureRoom(ctx, size * 1.4);
    const y = doc.y;
    doc.font(fontName(block.style)).fontSize(size).fillColor(color(block.style?.color));
    doc.text(block.list_type === 'number' ? `${i + 1}.` : '•', ctx.left, y, {
      width: indent,
      lineBreak: false,
    });
    doc.text(printable(item) || ' ', ctx.left + indent, y, {
      width: ctx.width - indent,
      align: (block.style?.alignment ?? 'left') as Align,
      underline: !!block.style?.underline,
    });
    doc.fillColor('#000000');
    doc.x = ctx.left;
    doc.y += 2;
  });
  doc.y += 4;
}

function frame(ctx: Ctx, block: Extract<TTemplateBlock, { type: 'frame' }>) {
  const { doc } = ctx;
  const pad = 8;
  const size = block.style?.font_size ?? BODY_PT;
  doc.font(fontName(block.style)).fontSize(size);
  const value = printable(block.text) || ' ';
  const options = {
    width: ctx.width - 2 * pad,
    align: (block.style?.alignment ?? 'left') as Align,
    underline: !!block.style?.underline,
  };
  const textHeight = doc.heightOfString(value, options);
  ensureRoom(ctx, textHeight + 2 * pad);
  const top = doc.y;
  const height = Math.min(textHeight + 2 * pad, ctx.bottom - top);
  const borderWidth = block.border_width ?? FRAME_DEFAULTS.border_width;
  doc.save().rect(ctx.left, top, ctx.width, height);
  if (borderWidth > 0)
    doc
      .lineWidth(borderWidth)
      .fillAndStroke(
        color(block.background ?? FRAME_DEFAULTS.background),
        color(block.border_color ?? FRAME_DEFAULTS.border_color),
      );
  else doc.fill(color(block.background ?? FRAME_DEFAULTS.background));
  doc.restore();
  doc.fillColor(color(block.style?.color));
  doc.text(value, ctx.left + pad, top + pad, options);
  doc.fillColor('#000000');
  doc.x = ctx.left;
  doc.y = Math.max(doc.y, top + height) + 8;
}

function table(ctx: Ctx, block: Extract<TTemplateBlock, { type: 'table' }>) {
  const { doc } = ctx;
  const width = Math.max(1, block.columns.length, ...block.rows.map((r) => rowCells(r).length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  const cell = (text: string, column: number, isHeader: boolean) => {
    const style: TTemplateStyle = {
      ...block.style,
      ...block.cell_styles?.[String(column)],
      ...(isHeader ? { bold: true } : {}),
    };
    return {
      text: printable(text),
      type: isHeader ? ('TH' as const) : ('TD' as const),
      font: { src: fontName(style), size: style.font_size ?? 10 },
      textColor: color(style.color),
      ...(style.background ? { backgroundColor: color(style.background) } : {}),
      align: { x: style.alignment ?? 'left', y: 'top' as const },
      textOptions: { underline: !!style.underline },
    };
  };
  const rows = [
    ...(block.columns.length ? [pad(block.columns).map((t, i) => cell(t, i, true))] : []),
    ...block.rows.map((r) => pad(rowCells(r)).map((t, i) => cell(t, i, false))),
  ];
  if (!rows.length) rows.push([cell('', 0, false)]);
  ensureRoom(ctx, 40);
  doc.fillColor('#000000');
  doc.table({
    position: { x: ctx.left, y: doc.y },
    maxWidth: ctx.width,
    columnStyles: { width: ctx.width / width },
    defaultStyle: { border: 0.5, borderColor: '#4B5563', padding: 3 },
    data: rows,
  });
  doc.font('Helvetica').fontSize(BODY_PT).fillColor('#000000');
  doc.x = ctx.left;
  doc.y += 8;
}

function section(ctx: Ctx, block: TTemplateSection, depth: number) {
  heading(ctx, Math.min(6, depth + 2), block.title, block.style);
  instruction(ctx, block.comment);
  for (const b of block.content) render(ctx, b, depth + 1);
  for (const s of block.subsections ?? []) section(ctx, s, depth + 1);
}

function render(ctx: Ctx, block: TTemplateBlock, depth: number) {
  switch (block.type) {
    case 'heading':
      heading(ctx, block.level, block.text, block.style);
      instruction(ctx, block.comment);
      return;
    case 'paragraph':
      instruction(ctx, block.comment);
      writeText(ctx, block.text, block.style);
      return;
    case 'list':
      instruction(ctx, block.comment);
      list(ctx, block);
      return;
    case 'image':
      instruction(ctx, block.comment);
      image(ctx, block.src, block.width ?? IMAGE_WIDTH_DEFAULT_IN, block.alignment);
      return;
    case 'frame':
      instruction(ctx, block.comment);
      frame(ctx, block);
      return;
    case 'table':
      instruction(ctx, block.comment);
      table(ctx, block);
      return;
    case 'section':
      section(ctx, block, depth);
      return;
    case 'divider': {
      ensureRoom(ctx, 12);
      const y = ctx.doc.y + 4;
      ctx.doc
        .save()
        .moveTo(ctx.left, y)
        .lineTo(ctx.left + ctx.width, y)
        .lineWidth(0.75)
        .stroke('#9CA3AF')
        .restore();
      ctx.doc.y = y + 8;
      return;
    }
    case 'pagebreak':
      ctx.doc.addPage();
      return;
    case 'comment':
      instruction(ctx, block.text);
      return;
  }
}

export async function templateToPdf(template: TTemplateJson): Promise<Uint8Array> {
  const { meta, header, footer, content } = template.document;
  // Measure the header and footer first: the page margins make room for them.
  const probe = new PDFDocument({ autoFirstPage: false });
  const pageWidth = 595.28;
  const pageHeight = 841.89;
  const width = pageWidth - 2 * PAGE_MARGIN;
  const headerHeights = edgeHeights(probe, header, width);
  const footerHeights = edgeHeights(probe, footer, width);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const maxEdge = pageHeight / 3;
  const headerHeight = Math.min(maxEdge, sum(headerHeights));
  const footerHeight = Math.min(maxEdge, sum(footerHeights));
  const margins = {
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    top: Math.max(PAGE_MARGIN, EDGE_GAP + headerHeight + 10),
    bottom: Math.max(PAGE_MARGIN, EDGE_GAP + footerHeight + 10),
  };
  const doc = new PDFDocument({
    size: 'A4',
    margins,
    bufferPages: true,
    info: {
      Title: printable(meta.title ?? meta.document_name ?? 'Trame'),
      Author: printable(meta.author || 'Praxis'),
      Creator: 'Praxis',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const ctx: Ctx = { doc, left: margins.left, width, bottom: pageHeight - margins.bottom };
  doc.font('Helvetica').fontSize(BODY_PT);
  for (const block of content) render(ctx, block, 0);

  // Header and footer on every page, drawn in the margins (which must not add pages).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const saved = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: saved.left, right: saved.right };
    drawEdge(doc, header, headerHeights, EDGE_GAP, headerHeight, margins.left, width, i + 1);
    drawEdge(
      doc,
      footer,
      footerHeights,
      pageHeight - EDGE_GAP - footerHeight,
      footerHeight,
      margins.left,
      width,
      i + 1,
    );
    doc.page.margins = saved;
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
