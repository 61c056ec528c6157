import {
  EXAMPLE_ANALYSIS_VERSION,
  type TExampleAnalysis,
  type TExampleBlock,
} from '@praxis/shared/trames/example-analysis';
import type { PdfLine } from './read-example';

/**
 * The structure of one pseudonymised example report (trame_examples.analysis): lines repeated at
 * the top or bottom of most pages become header and footer; larger, capitalised or numbered short
 * lines headings; bulleted lines lists; aligned multi-cell rows tables; the closing lines from
 * "Fait à…" or a signature the signature; the rest paragraphs.
 */
const PAGE_NUMBER = /^(page\s*)?\d+(\s*(\/|sur)\s*\d+)?$/i;
const BULLET = /^\s*(?:[-•*–▪●◦]|\d{1,2}[)]|[a-z][)])\s+(.*)$/u;
const NUMBERED_HEADING = /^((?:\d{1,2}\.)+\d{0,2}|[IVX]{1,5}[.)])\s+\S/u;
const SIGNATURE_START = /^(fait\s+à|fait\s+le|signature)/i;
const EDGE_LINES = 2;

const normalised = (text: string) =>
  text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

function repeatedEdges(pages: PdfLine[][], pick: (page: PdfLine[]) => PdfLine[]): Set<string> {
  const repeated = new Set<string>();
  if (pages.length < 2) return repeated;
  const seen = new Map<string, number>();
  for (const page of pages)
    for (const key of new Set(pick(page).map((l) => normalised(l.text))))
      seen.set(key, (seen.get(key) ?? 0) + 1);
  for (const [key, n] of seen) if (n >= Math.max(2, Math.ceil(pages.length / 2))) repeated.add(key);
  return repeated;
}

function bodyFontSize(lines: PdfLine[]): number {
  const weight = new Map<number, number>();
  for (const line of lines)
    weight.set(line.fontSize, (weight.get(line.fontSize) ?? 0) + line.text.length);
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) if (w > bestWeight) [best, bestWeight] = [size, w];
  return best;
}

function headingLevel(line: PdfLine, body: number): number | null {
  const text = line.text.trim();
  if (text.length > 90 || text.includes('\t') || /[.,;]$/.test(text)) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const numbered = NUMBERED_HEADING.exec(text);
  if (body > 0 && line.fontSize >= body * 1.4) return 1;
  if (body > 0 && line.fontSize >= body * 1.15) return 2;
  if (numbered) return Math.min(6, (numbered[1]?.split('.').filter(Boolean).length ?? 1) + 1);
  if (
    letters.length >= 3 &&
    letters === letters.toLocaleUpperCase('fr') &&
    letters !== letters.toLocaleLowerCase('fr')
  )
    return 2;
  return null;
}

export function buildExampleAnalysis(
  pages: PdfLine[][],
  pageCount: number,
  placeholders: Record<string, number>,
): TExampleAnalysis {
  const headerKeys = repeatedEdges(pages, (p) => p.slice(0, EDGE_LINES));
  const footerKeys = repeatedEdges(pages, (p) => p.slice(-EDGE_LINES));
  const header: string[] = [];
  const footer: string[] = [];
  const body: PdfLine[] = [];
  for (const page of pages) {
    page.forEach((line, index) => {
      const key = normalised(line.text);
      if (PAGE_NUMBER.test(line.text.trim())) return;
      if (index < EDGE_LINES && headerKeys.has(key)) {
        if (!header.includes(line.text) && header.length < 50) header.push(line.text);
        return;
      }
      if (index >= page.length - EDGE_LINES && footerKeys.has(key)) {
        if (!footer.includes(line.text) && footer.length < 50) footer.push(line.text);
        return;
      }
      body.push(line);
    });
  }

  const signatureAt = body.findLastIndex((l) => SIGNATURE_START.test(l.text.trim()));
  const signature =
    signatureAt >= 0 && body.length - signatureAt <= 20
      ? body.splice(signatureAt).map((l) => l.text)
      : [];

  const size = bodyFontSize(body);
  const blocks: TExampleBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let table: string[][] = [];
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: 'paragraph', text: paragraph.join(' ').slice(0, 20_000) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
    if (table.length >= 2)
      blocks.push({ kind: 'table', columns: table[0] ?? [], rows: table.slice(1) });
    else if (table.length === 1)
      blocks.push({ kind: 'paragraph', text: (table[0] ?? []).join(' ') });
    paragraph = [];
    list = null;
    table = [];
  };
  for (const line of body) {
    const text = line.text.trim();
    const cells = text
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean);
    if (cells.length >= 2) {
      if (table.length && table[0]?.length !== cells.length) flush();
      if (!table.length) flush();
      table.push(cells.slice(0, 50));
      continue;
    }
    const level = headingLevel(line, size);
    if (level !== null) {
      flush();
      blocks.push({ kind: 'heading', level, text });
      continue;
    }
    const bullet = BULLET.exec(text);
    if (bullet) {
      if (!list) flush();
      const current: { ordered: boolean; items: string[] } = list ?? {
        ordered: /^\s*\d/.test(text),
        items: [],
      };
      current.items.push(bullet[1] ?? text);
      list = current;
      continue;
    }
    if (list || table.length) flush();
    paragraph.push(text);
    if (/[.!?:]$/.test(text)) flush();
  }
  flush();

  const allText = pages
    .flat()
    .map((l) => l.text)
    .join('\n');
  const firstHeading = blocks.find((b) => b.kind === 'heading');
  return {
    version: EXAMPLE_ANALYSIS_VERSION,
    pageCount,
    title: firstHeading?.kind === 'heading' ? firstHeading.text : (body[0]?.text ?? null),
    header,
    footer,
    blocks: blocks.slice(0, 5000),
    signature,
    stats: {
      characters: allText.length,
      words: allText.split(/\s+/).filter(Boolean).length,
      placeholders,
    },
  };
}
