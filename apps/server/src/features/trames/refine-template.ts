import { z } from 'zod';
import {
  ZTemplateBlock,
  type TTemplateBlock,
  type TTemplateJson,
} from '@praxis/shared/trames/template-document';
import type { AiEnv } from '../../env';
import { AiCallError, streamChatCompletion } from '../assistants/ai/chat-completion';

/**
 * Issue 12 §1: with a model configured, Sophie refines the deterministic template's headings,
 * section titles and 'Instruction pour Sophie' comments. Only the content blocks are sent (they
 * come from pseudonymised analyses: placeholders, no identity; the meta, header and footer stay
 * here). The answer must be valid template blocks with the same skeleton: the same blocks in the
 * same order, and the same text wherever it is not a heading, a title or a comment — the model may
 * clarify, never add or invent content. Anything else keeps the deterministic template.
 */
export const REFINE_MARKER = '<trame_json>';

const SYSTEM_PROMPT = `Tu es Sophie, l'assistante de rédaction d'une praticienne paramédicale. Tu reçois entre ${REFINE_MARKER} et </trame_json> les blocs JSON d'une trame de compte rendu, apprise de ses exemples (les identités y sont déjà remplacées par des marqueurs entre crochets). Améliore uniquement les titres (heading.text, section.title) et les instructions (les champs comment et le texte des blocs de type comment) pour qu'ils soient clairs et précis, en français. Ne change rien d'autre : ni le nombre, ni l'ordre, ni le type des blocs, ni aucun autre texte. N'invente aucun contenu clinique. Réponds uniquement par le tableau JSON des blocs, sans commentaire.`;

export type RefineOutcome = 'refined' | 'rejected' | 'failed';

const ZBlocks = z.array(ZTemplateBlock);

/** The block tree with what the model may change (instructions, titles, headings) blanked out. */
function blank(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(blank);
  if (!value || typeof value !== 'object') return value;
  const object = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      k === 'comment' || k === 'title' ? null : blank(v),
    ]),
  );
  if (object.type === 'heading' || object.type === 'comment') object.text = null;
  return object;
}
export const sameSkeleton = (a: TTemplateBlock[], b: TTemplateBlock[]) =>
  JSON.stringify(blank(a)) === JSON.stringify(blank(b));

/** The JSON array in the answer, with or without a Markdown fence around it. */
function parseAnswer(text: string): unknown {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

export async function refineTemplate(
  ai: AiEnv,
  template: TTemplateJson,
  signal: AbortSignal,
): Promise<{ template: TTemplateJson; outcome: RefineOutcome }> {
  const content = template.document.content;
  let answer = '';
  try {
    for await (const event of streamChatCompletion({
      ai,
      signal,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `${REFINE_MARKER}\n${JSON.stringify(content)}\n</trame_json>` },
      ],
    }))
      if (event.type === 'delta') answer += event.text;
  } catch (error) {
    if (error instanceof AiCallError) return { template, outcome: 'failed' };
    throw error;
  }
  const parsed = ZBlocks.safeParse(parseAnswer(answer));
  if (!parsed.success || !sameSkeleton(content, parsed.data))
    return { template, outcome: 'rejected' };
  return {
    template: { document: { ...template.document, content: parsed.data } },
    outcome: 'refined',
  };
}
