import {
  ZHeaderElement,
  ZTemplateBlock,
  ZTemplateMeta,
  type THeaderElement,
  type TTemplateBlock,
  type TTemplateStyle,
} from '@praxis/shared/trames/template-document';
import { generationMessages } from '@praxis/shared/trames/generation';

/**
 * The stored template checked block by block (issue 12 "Bad input"): a block that fails the
 * schema becomes a named error and the rest still renders. Sections are opened so that one bad
 * block inside them does not hide its siblings.
 */
export type CheckedBlock =
  | { kind: 'ok'; block: Exclude<TTemplateBlock, { type: 'section' }> }
  | {
      kind: 'section';
      title: string;
      style?: TTemplateStyle | undefined;
      comment?: string | undefined;
      content: CheckedBlock[];
      subsections: CheckedBlock[];
    }
  | { kind: 'bad'; message: string };

export type CheckedTemplate = {
  meta: {
    document_name?: string | undefined;
    title?: string | undefined;
    author?: string | undefined;
  };
  header: (THeaderElement | { type: 'bad'; message: string })[];
  footer: (THeaderElement | { type: 'bad'; message: string })[];
  content: CheckedBlock[];
};

const MAX_DEPTH = 6;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

function nameOf(value: unknown, path: string): string {
  const type =
    isObject(value) && typeof value.type === 'string' ? ` (${value.type.slice(0, 30)})` : '';
  return `n° ${path}${type}`;
}

function checkBlocks(values: unknown, prefix: string, depth: number): CheckedBlock[] {
  if (!Array.isArray(values)) return [];
  return values.map((value, i) => checkBlock(value, `${prefix}${i + 1}`, depth));
}

function checkBlock(value: unknown, path: string, depth: number): CheckedBlock {
  if (
    isObject(value) &&
    value.type === 'section' &&
    typeof value.title === 'string' &&
    depth < MAX_DEPTH
  ) {
    const section = ZTemplateBlock.safeParse({
      type: 'section',
      title: value.title,
      content: [],
      style: value.style,
      comment: value.comment,
    });
    if (section.success && section.data.type === 'section')
      return {
        kind: 'section',
        title: section.data.title,
        style: section.data.style,
        comment: section.data.comment,
        content: checkBlocks(value.content, `${path}.`, depth + 1),
        subsections: checkBlocks(value.subsections, `${path}.s`, depth + 1),
      };
  }
  const parsed = ZTemplateBlock.safeParse(value);
  if (parsed.success && parsed.data.type !== 'section') return { kind: 'ok', block: parsed.data };
  const message = parsed.success
    ? 'section trop imbriquée'
    : (parsed.error.issues[0]?.message ?? '');
  return { kind: 'bad', message: generationMessages.badBlock(nameOf(value, path), message) };
}

function checkElements(values: unknown, where: string): CheckedTemplate['header'] {
  if (!Array.isArray(values)) return [];
  return values.map((value, i) => {
    const parsed = ZHeaderElement.safeParse(value);
    return parsed.success
      ? parsed.data
      : {
          type: 'bad' as const,
          message: generationMessages.badBlock(
            `${where} n° ${i + 1}`,
            parsed.error.issues[0]?.message ?? '',
          ),
        };
  });
}

/** Null when the value is not a template document at all. */
export function checkTemplate(value: unknown): CheckedTemplate | null {
  const document = isObject(value) ? value.document : null;
  if (!isObject(document) || !Array.isArray(document.content)) return null;
  const meta = ZTemplateMeta.safeParse(document.meta ?? {});
  return {
    meta: meta.success ? meta.data : {},
    header: checkElements(document.header, "élément d'en-tête"),
    footer: checkElements(document.footer, 'élément de pied de page'),
    content: checkBlocks(document.content, '', 0),
  };
}
