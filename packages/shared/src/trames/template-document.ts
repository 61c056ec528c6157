import { z } from 'zod';
import '../zod-config';

/**
 * The generated template document of a trame (trames.template_json, spec 3 §3 "Template document
 * structure"). Field names follow the spec (snake_case) because the document is stored and
 * exchanged as it is — by the generation job, a model's answer, or a hand edit — and validated
 * here by the server before it is kept and by the web renderer block by block.
 */
export const templateMessages = {
  invalid: 'Le document de la trame est invalide',
  color: 'Couleur invalide : utilisez un code hexadécimal (ex. #1F2937 ou 1F2937)',
  fontSize: 'La taille de police doit être comprise entre 1 et 200 points',
  headingLevel: 'Le niveau de titre doit être compris entre 1 et 6',
  width: 'La largeur doit être comprise entre 0,1 et 20 pouces',
  borderWidth: "L'épaisseur de bordure doit être comprise entre 0 et 20",
  alignment: 'Alignement invalide ("left", "center", "right" ou "justify")',
  listType: 'Type de liste invalide ("number" ou "bullet")',
  blockType: 'Type de bloc inconnu',
  elementType: 'Type d’élément inconnu ("text", "page_number" ou "image")',
  textRequired: 'Le texte est requis',
  srcRequired: "L'adresse de l'image est requise",
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  tooMany: (max: number) => `Pas plus de ${max} éléments`,
  tooDeep: 'Les sections ne peuvent pas être imbriquées sur plus de 6 niveaux',
  columnKey: 'Les styles de cellules sont indexés par numéro de colonne (0, 1, 2…)',
  noExamples: 'Aucun exemple analysé',
} as const;

export const TEMPLATE_TEXT_MAX = 20_000;
export const TEMPLATE_BLOCKS_MAX = 5_000;
export const TEMPLATE_SECTION_DEPTH_MAX = 6;
/** Spec 3 §9: images default to 4 inches, header/footer images to 2; 1 inch = 96 px. */
export const IMAGE_WIDTH_DEFAULT_IN = 4;
export const HEADER_IMAGE_WIDTH_DEFAULT_IN = 2;
export const PX_PER_INCH = 96;
/** Spec 3 §3: frames default to a light grey background, a black border 1 wide. */
export const FRAME_DEFAULTS = { background: 'F2F2F2', border_color: '000000', border_width: 1 };
/** Spec 3 §9: heading sizes of levels 1 to 6, in rem. */
export const HEADING_SIZES_REM = [2, 1.5, 1.25, 1.125, 1, 0.875] as const;

const text = (max = TEMPLATE_TEXT_MAX) => z.string().max(max, templateMessages.tooLong(max));
const requiredText = (max = TEMPLATE_TEXT_MAX) =>
  z.string({ error: templateMessages.textRequired }).max(max, templateMessages.tooLong(max));

/** A hex colour, with or without '#': 3 or 6 digits. */
export const ZTemplateColor = z
  .string({ error: templateMessages.color })
  .regex(/^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, templateMessages.color);

export const TEMPLATE_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
const ZAlignment = z.enum(TEMPLATE_ALIGNMENTS, { error: templateMessages.alignment });

export const ZTemplateStyle = z.object({
  alignment: ZAlignment.optional(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  /** In points. */
  font_size: z
    .number({ error: templateMessages.fontSize })
    .min(1, templateMessages.fontSize)
    .max(200, templateMessages.fontSize)
    .optional(),
  color: ZTemplateColor.optional(),
  background: ZTemplateColor.optional(),
});
export type TTemplateStyle = z.infer<typeof ZTemplateStyle>;

const ZWidth = z
  .number({ error: templateMessages.width })
  .min(0.1, templateMessages.width)
  .max(20, templateMessages.width);
/** 'Instruction pour Sophie': what goes in the block. */
const ZComment = text(5_000).optional();

export const ZHeaderElement = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('text'),
      text: requiredText(2_000),
      align: ZAlignment.optional(),
      style: ZTemplateStyle.optional(),
    }),
    z.object({
      type: z.literal('page_number'),
      align: ZAlignment.optional(),
      style: ZTemplateStyle.optional(),
      /** Optional prefix, e.g. 'Page'. */
      text: text(200).optional(),
    }),
    z.object({
      type: z.literal('image'),
      src: z
        .string({ error: templateMessages.srcRequired })
        .min(1, templateMessages.srcRequired)
        .max(3_000_000),
      align: ZAlignment.optional(),
      width: ZWidth.optional(),
    }),
  ],
  { error: templateMessages.elementType },
);
export type THeaderElement = z.infer<typeof ZHeaderElement>;

const ZTableRow = z.union([
  z.array(text(5_000)).max(50, templateMessages.tooMany(50)),
  z.object({ cells: z.array(text(5_000)).max(50, templateMessages.tooMany(50)) }),
]);

const ZHeadingBlock = z.object({
  type: z.literal('heading'),
  level: z
    .number({ error: templateMessages.headingLevel })
    .int(templateMessages.headingLevel)
    .min(1, templateMessages.headingLevel)
    .max(6, templateMessages.headingLevel),
  text: requiredText(1_000),
  style: ZTemplateStyle.optional(),
  comment: ZComment,
});
const ZParagraphBlock = z.object({
  type: z.literal('paragraph'),
  text: text(),
  style: ZTemplateStyle.optional(),
  comment: ZComment,
});
const ZListBlock = z.object({
  type: z.literal('list'),
  items: z.array(text(5_000)).max(500, templateMessages.tooMany(500)),
  list_type: z.enum(['number', 'bullet'], { error: templateMessages.listType }).default('bullet'),
  style: ZTemplateStyle.optional(),
  comment: ZComment,
});
const ZImageBlock = z.object({
  type: z.literal('image'),
  src: z
    .string({ error: templateMessages.srcRequired })
    .min(1, templateMessages.srcRequired)
    .max(3_000_000),
  width: ZWidth.optional(),
  alignment: ZAlignment.optional(),
  comment: ZComment,
});
const ZFrameBlock = z.object({
  type: z.literal('frame'),
  text: text(),
  background: ZTemplateColor.optional(),
  border_color: ZTemplateColor.optional(),
  border_width: z
    .number({ error: templateMessages.borderWidth })
    .min(0, templateMessages.borderWidth)
    .max(20, templateMessages.borderWidth)
    .optional(),
  style: ZTemplateStyle.optional(),
  comment: ZComment,
});
const ZTableBlock = z.object({
  type: z.literal('table'),
  columns: z.array(text(1_000)).max(50, templateMessages.tooMany(50)),
  rows: z.array(ZTableRow).max(1_000, templateMessages.tooMany(1_000)),
  style: ZTemplateStyle.optional(),
  /** Keyed by column index ('0', '1'…). */
  cell_styles: z
    .record(z.string(), ZTemplateStyle)
    .refine(
      (styles) => Object.keys(styles).every((k) => /^\d{1,2}$/.test(k)),
      templateMessages.columnKey,
    )
    .optional(),
  comment: ZComment,
});
const ZDividerBlock = z.object({ type: z.literal('divider'), comment: ZComment });
const ZPagebreakBlock = z.object({ type: z.literal('pagebreak'), comment: ZComment });
const ZCommentBlock = z.object({
  type: z.literal('comment'),
  text: text(5_000),
  comment: ZComment,
});

export type TTemplateSection = {
  type: 'section';
  title: string;
  content: TTemplateBlock[];
  subsections?: TTemplateSection[] | undefined;
  style?: TTemplateStyle | undefined;
  comment?: string | undefined;
};

export type TTemplateBlock =
  | z.infer<typeof ZHeadingBlock>
  | z.infer<typeof ZParagraphBlock>
  | z.infer<typeof ZListBlock>
  | z.infer<typeof ZImageBlock>
  | z.infer<typeof ZFrameBlock>
  | z.infer<typeof ZTableBlock>
  | z.infer<typeof ZDividerBlock>
  | z.infer<typeof ZPagebreakBlock>
  | z.infer<typeof ZCommentBlock>
  | TTemplateSection;

const ZSectionBlock: z.ZodType<TTemplateSection> = z.object({
  type: z.literal('section'),
  title: requiredText(1_000),
  get content() {
    return z
      .array(ZTemplateBlock)
      .max(TEMPLATE_BLOCKS_MAX, templateMessages.tooMany(TEMPLATE_BLOCKS_MAX));
  },
  get subsections() {
    return z.array(ZSectionBlock).max(200, templateMessages.tooMany(200)).optional();
  },
  style: ZTemplateStyle.optional(),
  comment: ZComment,
});

const blockSchemas = {
  heading: ZHeadingBlock,
  paragraph: ZParagraphBlock,
  list: ZListBlock,
  image: ZImageBlock,
  frame: ZFrameBlock,
  table: ZTableBlock,
  section: ZSectionBlock,
  divider: ZDividerBlock,
  pagebreak: ZPagebreakBlock,
  comment: ZCommentBlock,
} as const;
export type TTemplateBlockType = keyof typeof blockSchemas;
export const TEMPLATE_BLOCK_TYPES = Object.keys(blockSchemas) as TTemplateBlockType[];

/**
 * One block, dispatched on its `type` so a bad block gets the messages of its own type rather
 * than those of every alternative of a union.
 */
export const ZTemplateBlock: z.ZodType<TTemplateBlock> = z.unknown().transform((value, ctx) => {
  const type = (value as { type?: unknown } | null)?.type;
  const schema =
    typeof type === 'string' && Object.hasOwn(blockSchemas, type)
      ? blockSchemas[type as TTemplateBlockType]
      : null;
  if (!schema) {
    ctx.addIssue({ code: 'custom', message: templateMessages.blockType, path: ['type'] });
    return z.NEVER;
  }
  const parsed = (schema as z.ZodType<TTemplateBlock>).safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});

/** How deep sections nest, counted without recursion (a hand-edited file may nest thousands). */
export function sectionDepth(content: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[content, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (!Array.isArray(node)) continue;
    for (const block of node) {
      if (!block || typeof block !== 'object' || (block as { type?: unknown }).type !== 'section')
        continue;
      max = Math.max(max, depth + 1);
      if (max > TEMPLATE_SECTION_DEPTH_MAX) return max;
      stack.push([(block as { content?: unknown }).content, depth + 1]);
      stack.push([(block as { subsections?: unknown }).subsections, depth + 1]);
    }
  }
  return max;
}

export const ZTemplateMeta = z.object({
  document_name: text(300).optional(),
  title: text(1_000).optional(),
  author: text(300).optional(),
});

const ZDocumentShape = z.object({
  meta: ZTemplateMeta.default({}),
  header: z.array(ZHeaderElement).max(50, templateMessages.tooMany(50)).default([]),
  footer: z.array(ZHeaderElement).max(50, templateMessages.tooMany(50)).default([]),
  content: z
    .array(ZTemplateBlock)
    .max(TEMPLATE_BLOCKS_MAX, templateMessages.tooMany(TEMPLATE_BLOCKS_MAX)),
});

export const ZTemplateDocument = z
  .unknown()
  .superRefine((value, ctx) => {
    const content = (value as { content?: unknown } | null)?.content;
    if (sectionDepth(content) > TEMPLATE_SECTION_DEPTH_MAX)
      ctx.addIssue({
        code: 'custom',
        message: templateMessages.tooDeep,
        path: ['content'],
        abort: true,
      });
  })
  .pipe(ZDocumentShape);
export type TTemplateDocument = z.output<typeof ZDocumentShape>;

/** trames.template_json: `{ document: { meta, header, footer, content } }`. */
export const ZTemplateJson = z.object({ document: ZTemplateDocument });
export type TTemplateJson = { document: TTemplateDocument };

/** Rows are arrays or `{ cells }` (spec 3 §3): their cells either way. */
export const rowCells = (row: string[] | { cells: string[] }): string[] =>
  Array.isArray(row) ? row : row.cells;

/** '#1f2937', '1F2937', '#abc' → '1F2937' / 'AABBCC' (docx and CSS both take it from here). */
export function normaliseColor(color: string): string {
  const hex = color.replace(/^#/, '').toUpperCase();
  return hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
}

/**
 * Images are loaded only from data: URLs of raster types or from this origin's own paths: never
 * javascript:, never a remote host (a template must not leak that it was opened, nor run code).
 */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  if (/^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i.test(value)) return true;
  return /^\/(?!\/)[A-Za-z0-9._~\-/%?=&]*$/.test(value) && !value.includes('\\');
}
