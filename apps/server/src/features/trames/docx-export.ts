import { imageSize } from 'image-size';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import {
  FRAME_DEFAULTS,
  HEADER_IMAGE_WIDTH_DEFAULT_IN,
  IMAGE_WIDTH_DEFAULT_IN,
  isSafeImageSrc,
  normaliseColor,
  PX_PER_INCH,
  rowCells,
  type TTemplateBlock,
  type THeaderElement,
  type TTemplateJson,
  type TTemplateSection,
  type TTemplateStyle,
} from '@praxis/shared/trames/template-document';

/**
 * template_json → DOCX (issue 12 "Export"), with the `docx` library. Sophie's instructions are
 * kept as grey italic notes so the practitioner knows what each block is for (docs/decisions.md).
 */
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;
const NUMBERED = 'template-numbered';

function runs(text: string, style: TTemplateStyle | undefined): TextRun[] {
  return text.split('\n').map(
    (line, i) =>
      new TextRun({
        text: line,
        break: i > 0 ? 1 : 0,
        bold: style?.bold,
        italics: style?.italic,
        underline: style?.underline ? {} : undefined,
        size: style?.font_size ? Math.round(style.font_size * 2) : undefined,
        color: style?.color ? normaliseColor(style.color) : undefined,
        shading: style?.background
          ? { type: ShadingType.CLEAR, color: 'auto', fill: normaliseColor(style.background) }
          : undefined,
      }),
  );
}

const paragraph = (text: string, style?: TTemplateStyle) =>
  new Paragraph({
    children: runs(text, style),
    alignment: style?.alignment ? ALIGN[style.alignment] : undefined,
  });

const instruction = (comment: string | undefined): Paragraph[] =>
  comment
    ? [
        paragraph(`Instruction pour Sophie : ${comment}`, {
          italic: true,
          color: '6B7280',
          font_size: 9,
        }),
      ]
    : [];

/** PNG and JPEG data: URLs (sized by image-size); anything else becomes a note. */
function image(src: string, widthIn: number, alignment?: keyof typeof ALIGN): Paragraph {
  const note = () => paragraph('[Image]', { italic: true, color: '6B7280', alignment });
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/is.exec(src.trim());
  if (!match?.[2] || !isSafeImageSrc(src)) return note();
  const bytes = Buffer.from(match[2].replace(/\s+/g, ''), 'base64');
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return note();
  }
  const type = size.type === 'png' ? 'png' : size.type === 'jpg' ? 'jpg' : null;
  if (!type || !size.width || !size.height) return note();
  const width = Math.round(widthIn * PX_PER_INCH);
  return new Paragraph({
    alignment: alignment ? ALIGN[alignment] : undefined,
    children: [
      new ImageRun({
        type,
        data: bytes,
        transformation: {
          width,
          height: Math.max(1, Math.round((width * size.height) / size.width)),
        },
      }),
    ],
  });
}

function table(block: Extract<TTemplateBlock, { type: 'table' }>): Table {
  const cell = (text: string, column: number, isHeader: boolean) => {
    const style = {
      ...block.style,
      ...block.cell_styles?.[String(column)],
      ...(isHeader ? { bold: true } : {}),
    };
    return new TableCell({
      children: [paragraph(text, style)],
      shading: style.background
        ? { type: ShadingType.CLEAR, color: 'auto', fill: normaliseColor(style.background) }
        : undefined,
    });
  };
  const width = Math.max(1, block.columns.length, ...block.rows.map((r) => rowCells(r).length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  const rows = [
    ...(block.columns.length
      ? [
          new TableRow({
            tableHeader: true,
            children: pad(block.columns).map((t, i) => cell(t, i, true)),
          }),
        ]
      : []),
    ...block.rows.map(
      (r) => new TableRow({ children: pad(rowCells(r)).map((t, i) => cell(t, i, false)) }),
    ),
  ];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.length ? rows : [new TableRow({ children: [cell('', 0, false)] })],
  });
}

function frame(block: Extract<TTemplateBlock, { type: 'frame' }>): Table {
  const border = {
    style: BorderStyle.SINGLE,
    size: Math.round((block.border_width ?? FRAME_DEFAULTS.border_width) * 8),
    color: normaliseColor(block.border_color ?? FRAME_DEFAULTS.border_color),
  };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: { top: border, bottom: border, left: border, right: border },
            shading: {
              type: ShadingType.CLEAR,
              color: 'auto',
              fill: normaliseColor(block.background ?? FRAME_DEFAULTS.background),
            },
            children: [paragraph(block.text, block.style)],
          }),
        ],
      }),
    ],
  });
}

type Context = { lists: number };

function section(block: TTemplateSection, depth: number, ctx: Context): FileChild[] {
  const level = Math.min(6, depth + 2);
  return [
    new Paragraph({ heading: HEADINGS[level - 1], children: runs(block.title, block.style) }),
    ...instruction(block.comment),
    ...block.content.flatMap((b) => blockToDocx(b, depth + 1, ctx)),
    ...(block.subsections ?? []).flatMap((s) => section(s, depth + 1, ctx)),
  ];
}

function blockToDocx(block: TTemplateBlock, depth: number, ctx: Context): FileChild[] {
  switch (block.type) {
    case 'heading':
      return [
        new Paragraph({
          heading: HEADINGS[block.level - 1],
          alignment: block.style?.alignment ? ALIGN[block.style.alignment] : undefined,
          children: runs(block.text, block.style),
        }),
        ...instruction(block.comment),
      ];
    case 'paragraph':
      return [...instruction(block.comment), paragraph(block.text, block.style)];
    case 'list': {
      const instance = ++ctx.lists;
      return [
        ...instruction(block.comment),
        ...block.items.map(
          (item) =>
            new Paragraph({
              children: runs(item, block.style),
              ...(block.list_type === 'number'
                ? { numbering: { reference: NUMBERED, level: 0, instance } }
                : { bullet: { level: 0 } }),
            }),
        ),
      ];
    }
    case 'image':
      return [
        ...instruction(block.comment),
        image(block.src, block.width ?? IMAGE_WIDTH_DEFAULT_IN, block.alignment),
      ];
    case 'frame':
      return [...instruction(block.comment), frame(block), new Paragraph({})];
    case 'table':
      return [...instruction(block.comment), table(block), new Paragraph({})];
    case 'section':
      return section(block, depth, ctx);
    case 'divider':
      return [
        new Paragraph({
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '9CA3AF', space: 1 } },
        }),
      ];
    case 'pagebreak':
      return [new Paragraph({ children: [new PageBreak()] })];
    case 'comment':
      return instruction(block.text);
  }
}

function edge(elements: THeaderElement[]): Paragraph[] {
  return elements.map((el) => {
    const alignment = el.align ? ALIGN[el.align] : undefined;
    if (el.type === 'image')
      return image(el.src, el.width ?? HEADER_IMAGE_WIDTH_DEFAULT_IN, el.align);
    if (el.type === 'page_number')
      return new Paragraph({
        alignment,
        children: [
          new TextRun({ children: [`${el.text ? `${el.text} ` : ''}`, PageNumber.CURRENT] }),
        ],
      });
    return new Paragraph({ alignment, children: runs(el.text, el.style) });
  });
}

export async function templateToDocx(template: TTemplateJson): Promise<Uint8Array> {
  const { meta, header, footer, content } = template.document;
  const ctx: Context = { lists: 0 };
  const doc = new Document({
    creator: meta.author || 'Praxis',
    title: meta.title ?? meta.document_name ?? 'Trame',
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [
      {
        headers: { default: new Header({ children: edge(header) }) },
        footers: { default: new Footer({ children: edge(footer) }) },
        children: content.flatMap((b) => blockToDocx(b, 0, ctx)),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
