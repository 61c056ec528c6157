import type { TExampleAnalysis, TExampleBlock } from '@praxis/shared/trames/example-analysis';
import type {
  THeaderElement,
  TTemplateBlock,
  TTemplateJson,
  TTemplateSection,
} from '@praxis/shared/trames/template-document';

/**
 * The deterministic generation of a trame's template document from its analysed examples (spec 3
 * §4, issue 12): what most examples share is kept — their sections in their usual order, the
 * tables they repeat (columns and row labels, never the values), the sentences they repeat word
 * for word (boilerplate) — and every block says what goes there in its 'Instruction pour Sophie'.
 * Nothing is written that no example contained: a section's own text is left to the practitioner.
 * The examples are already pseudonymised ([PRÉNOM], [DATE_NAISSANCE]…), so is everything kept.
 */
type Section = {
  key: string;
  heading: string;
  level: number;
  blocks: TExampleBlock[];
};

const NUMBERING = /^\s*(?:(?:\d{1,2}\.)+\d{0,2}|\d{1,2}[)]|[IVX]{1,5}[.)])\s*/u;
const TO_WRITE = '[À compléter]';

export const keyOf = (text: string) =>
  text
    .replace(NUMBERING, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\d+/g, '#')
    .replace(/[^\p{L}#]+/gu, ' ')
    .trim()
    .toLowerCase();

/** Most examples: a strict majority (1 of 1, 2 of 2, 2 of 3…). */
const majority = (n: number) => Math.floor(n / 2) + 1;

function splitSections(analysis: TExampleAnalysis): {
  intro: TExampleBlock[];
  sections: Section[];
} {
  const intro: TExampleBlock[] = [];
  const sections: Section[] = [];
  const titleKey = analysis.title ? keyOf(analysis.title) : null;
  for (const block of analysis.blocks) {
    if (block.kind === 'heading' && keyOf(block.text)) {
      if (keyOf(block.text) === titleKey && sections.length === 0) continue;
      sections.push({
        key: keyOf(block.text),
        heading: block.text.trim(),
        level: block.level,
        blocks: [],
      });
    } else (sections.at(-1)?.blocks ?? intro).push(block);
  }
  return { intro, sections };
}

function mostFrequent<T>(values: T[], keyOfValue: (v: T) => string = String): T | undefined {
  const counts = new Map<string, { value: T; n: number }>();
  for (const v of values) {
    const k = keyOfValue(v);
    const entry = counts.get(k) ?? { value: v, n: 0 };
    entry.n += 1;
    counts.set(k, entry);
  }
  let best: { value: T; n: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.n > best.n) best = entry;
  return best?.value;
}

/** Lines (or sentences) found in at least `need` of the groups, in the order of the first group holding them. */
function recurring(groups: string[][], need: number): string[] {
  const seen = new Map<string, { text: string; n: number; order: number }>();
  groups.forEach((group) => {
    for (const text of new Set(group)) {
      const k = keyOf(text);
      if (!k) continue;
      const entry = seen.get(k) ?? { text, n: 0, order: seen.size };
      entry.n += 1;
      seen.set(k, entry);
    }
  });
  return [...seen.values()]
    .filter((e) => e.n >= need)
    .sort((a, b) => a.order - b.order)
    .map((e) => e.text);
}

const words = (blocks: TExampleBlock[]) =>
  blocks.reduce(
    (n, b) => n + (b.kind === 'paragraph' ? b.text.split(/\s+/).filter(Boolean).length : 0),
    0,
  );

/** The content of one section common to most of the examples that have it. */
function mergeSection(
  title: string,
  parts: Section[],
): { blocks: TTemplateBlock[]; instruction: string } {
  const need = majority(parts.length);
  const blocks: TTemplateBlock[] = [];
  const described: string[] = [];

  const boilerplate = recurring(
    parts.map((p) => p.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []))),
    need,
  );
  for (const text of boilerplate)
    blocks.push({
      type: 'paragraph',
      text,
      comment: 'Phrase reprise telle quelle de vos exemples',
    });

  const tables = parts.map((p) => p.blocks.filter((b) => b.kind === 'table'));
  const tableKeys = recurring(
    tables.map((ts) => ts.map((t) => t.columns.join(' | '))),
    need,
  );
  for (const columnsKey of tableKeys) {
    const same = tables.flatMap((ts) =>
      ts.filter((t) => keyOf(t.columns.join(' | ')) === keyOf(columnsKey)).slice(0, 1),
    );
    const first = same[0];
    if (!first) continue;
    // Row labels (first cells) repeated by most of these tables are structure; values are not.
    const labels = recurring(
      same.map((t) => t.rows.map((r) => r[0] ?? '')),
      majority(same.length),
    );
    const rows = (labels.length ? labels : ['']).map((label) => [
      label,
      ...first.columns.slice(1).map(() => ''),
    ]);
    const comment = `${title} : tableau (colonnes : ${first.columns.join(', ')})${labels.length ? ` ; lignes : ${labels.join(', ')}` : ''}`;
    blocks.push({
      type: 'table',
      columns: first.columns,
      rows,
      cell_styles: { '0': { bold: true } },
      comment,
    });
    described.push(`un tableau (${first.columns.join(', ')})`);
  }

  const lists = parts.map((p) => p.blocks.filter((b) => b.kind === 'list'));
  const withList = lists.filter((ls) => ls.length > 0);
  if (withList.length >= need) {
    const ordered =
      mostFrequent(withList.map((ls) => ls[0]?.kind === 'list' && ls[0].ordered)) ?? false;
    const items = recurring(
      withList.map((ls) => ls.flatMap((l) => (l.kind === 'list' ? l.items : []))),
      majority(withList.length),
    );
    const kind = ordered ? 'une liste numérotée' : 'une liste à puces';
    blocks.push({
      type: 'list',
      list_type: ordered ? 'number' : 'bullet',
      items: items.length ? items : [TO_WRITE],
      comment: `${title} : ${kind}${items.length ? ' (éléments repris de vos exemples)' : ''}`,
    });
    described.push(kind);
  }

  const averageWords = Math.round(parts.reduce((n, p) => n + words(p.blocks), 0) / parts.length);
  if (averageWords > 0) {
    blocks.push({
      type: 'paragraph',
      text: TO_WRITE,
      style: { italic: true, color: '6B7280' },
      comment: `${title} : texte rédigé d'environ ${averageWords} mots dans vos exemples`,
    });
    described.unshift(`un texte d'environ ${averageWords} mots`);
  }
  const instruction = `${title} : ${described.length ? described.join(' ; ') : 'section présente dans vos exemples'}`;
  return { blocks, instruction };
}

/** Sections kept, in their average relative position across the examples. */
function commonSections(split: Section[][], need: number) {
  const byKey = new Map<string, { parts: Section[]; positions: number[] }>();
  for (const sections of split) {
    const seen = new Set<string>();
    sections.forEach((section, index) => {
      if (seen.has(section.key)) return;
      seen.add(section.key);
      const entry = byKey.get(section.key) ?? { parts: [], positions: [] };
      entry.parts.push(section);
      entry.positions.push(sections.length > 1 ? index / (sections.length - 1) : 0);
      byKey.set(section.key, entry);
    });
  }
  return [...byKey.values()]
    .filter((e) => e.parts.length >= need)
    .map((e) => ({ ...e, position: e.positions.reduce((a, b) => a + b, 0) / e.positions.length }))
    .sort((a, b) => a.position - b.position);
}

function sectionBlocks(kept: ReturnType<typeof commonSections>): TTemplateBlock[] {
  const top = Math.min(...kept.map((k) => mostFrequent(k.parts.map((p) => p.level)) ?? 2));
  const out: TTemplateBlock[] = [];
  let current: TTemplateSection | null = null;
  for (const entry of kept) {
    const heading =
      mostFrequent(
        entry.parts.map((p) => p.heading),
        keyOf,
      ) ??
      entry.parts[0]?.heading ??
      '';
    const level = mostFrequent(entry.parts.map((p) => p.level)) ?? top;
    const title = heading.replace(NUMBERING, '').trim() || heading;
    const { blocks, instruction } = mergeSection(title, entry.parts);
    const section: TTemplateSection = {
      type: 'section',
      title: heading,
      content: blocks,
      comment: instruction,
    };
    if (level > top && current) (current.subsections ??= []).push(section);
    else {
      current = section;
      out.push(section);
    }
  }
  return out;
}

function edgeElements(lines: string[][], need: number, withPageNumber: boolean): THeaderElement[] {
  const kept: THeaderElement[] = recurring(lines, need).map((text) => ({
    type: 'text',
    text,
    align: 'left',
  }));
  if (withPageNumber) kept.push({ type: 'page_number', text: 'Page', align: 'right' });
  return kept;
}

export function templateFromExamples(
  analyses: TExampleAnalysis[],
  meta: { documentName: string; author: string },
): TTemplateJson {
  if (analyses.length === 0) throw new Error('templateFromExamples: no analysed example');
  const need = majority(analyses.length);
  const title = mostFrequent(
    analyses.flatMap((a) => (a.title ? [a.title.trim()] : [])),
    keyOf,
  );
  const split = analyses.map(splitSections);
  const content: TTemplateBlock[] = [
    {
      type: 'comment',
      text: `Trame générée à partir de ${analyses.length} exemple(s) analysé(s) : les sections présentes dans la plupart d'entre eux, dans leur ordre habituel.`,
    },
  ];
  if (title)
    content.push({
      type: 'heading',
      level: 1,
      text: title,
      style: { alignment: 'center', bold: true },
      comment: 'Titre du document, repris de vos exemples',
    });
  const placeholders = (type: string) =>
    analyses.filter((a) => (a.stats.placeholders[type] ?? 0) > 0).length;
  if (placeholders('NOM') >= need || placeholders('PRÉNOM') >= need)
    content.push({
      type: 'frame',
      text: [
        '[PRÉNOM] [NOM]',
        placeholders('DATE_NAISSANCE') >= need ? 'Né(e) le [DATE_NAISSANCE]' : '',
      ]
        .filter(Boolean)
        .join('\n'),
      comment: 'Identité du patient : reprise du dossier patient, jamais inventée',
    });
  const intro = recurring(
    split.map((s) => s.intro.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []))),
    need,
  );
  for (const text of intro)
    content.push({
      type: 'paragraph',
      text,
      comment: 'Phrase reprise telle quelle de vos exemples',
    });
  const kept = commonSections(
    split.map((s) => s.sections),
    need,
  );
  if (kept.length) content.push({ type: 'divider' }, ...sectionBlocks(kept));
  const signature = recurring(
    analyses.map((a) => a.signature),
    need,
  );
  if (analyses.filter((a) => a.signature.length > 0).length >= need)
    content.push({
      type: 'paragraph',
      text: signature.length ? signature.join('\n') : 'Fait à [VILLE], le [DATE]',
      style: { alignment: 'right' },
      comment: 'Lieu, date et signature du praticien',
    });
  return {
    document: {
      meta: { document_name: meta.documentName, ...(title ? { title } : {}), author: meta.author },
      header: edgeElements(
        analyses.map((a) => a.header),
        need,
        false,
      ),
      footer: edgeElements(
        analyses.map((a) => a.footer),
        need,
        analyses.some((a) => a.pageCount > 1),
      ),
      content,
    },
  };
}
