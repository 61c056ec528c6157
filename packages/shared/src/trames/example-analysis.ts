import { z } from 'zod';
import '../zod-config';

/**
 * What the analysis of one example report keeps (trame_examples.analysis): its structure, with
 * every text already pseudonymised (`[PRÉNOM]`, `[DATE_NAISSANCE]`…). The analysis job writes it;
 * the generation of the trame's template document reads the analyses of all done examples.
 */
export const EXAMPLE_ANALYSIS_VERSION = 1;

const ZText = z.string().max(20_000);

export const ZExampleBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), level: z.number().int().min(1).max(6), text: ZText }),
  z.object({ kind: z.literal('paragraph'), text: ZText }),
  z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(ZText).max(500) }),
  z.object({
    kind: z.literal('table'),
    columns: z.array(ZText).max(50),
    rows: z.array(z.array(ZText).max(50)).max(1000),
  }),
]);
export type TExampleBlock = z.infer<typeof ZExampleBlock>;

export const ZExampleAnalysis = z.object({
  version: z.literal(EXAMPLE_ANALYSIS_VERSION),
  pageCount: z.number().int().min(0),
  /** The report's title (first heading or largest line of the first page), if any. */
  title: ZText.nullable(),
  /** Lines repeated at the top of most pages (letterhead, practice name…). */
  header: z.array(ZText).max(50),
  /** Lines repeated at the bottom of most pages (address, page numbers removed). */
  footer: z.array(ZText).max(50),
  /** The body in reading order, headers and footers removed. */
  blocks: z.array(ZExampleBlock).max(5000),
  /** Closing lines (signature, "Fait à … le …"), if recognised. */
  signature: z.array(ZText).max(20),
  stats: z.object({
    characters: z.number().int().min(0),
    words: z.number().int().min(0),
    /** How many identities of each kind were replaced (no values). */
    placeholders: z.record(z.string(), z.number().int().min(0)),
  }),
});
export type TExampleAnalysis = z.infer<typeof ZExampleAnalysis>;
