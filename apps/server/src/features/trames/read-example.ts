import { extractTextItems, getDocumentProxy } from 'unpdf';
import { trameMessages } from '@praxis/shared/trames/schemas';

/** A line of a page in reading order; cells far apart on the line are joined with a tab. */
export type PdfLine = { text: string; fontSize: number };
export type PdfText = { pageCount: number; pages: PdfLine[][] };

/** The file cannot be analysed; the message is the French one stored on the example. */
export class ExampleReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExampleReadError';
  }
}

/** Two items further apart than this many font sizes are separate cells of a table row. */
const CELL_GAP_EM = 2.5;
const MIN_TEXT_CHARACTERS = 20;

function linesOf(items: Awaited<ReturnType<typeof extractTextItems>>['items'][number]): PdfLine[] {
  const lines: PdfLine[] = [];
  let text = '';
  let fontSize = 0;
  let lastY: number | null = null;
  let lastEnd: number | null = null;
  const flush = () => {
    const trimmed = text.replace(/[ \u00a0]+/g, ' ').trim();
    if (trimmed) lines.push({ text: trimmed, fontSize });
    text = '';
    fontSize = 0;
    lastEnd = null;
  };
  for (const item of items) {
    if (
      lastY !== null &&
      item.str.trim() &&
      Math.abs(item.y - lastY) > Math.max(2, item.fontSize * 0.5)
    )
      flush();
    if (item.str) {
      if (lastEnd !== null && item.x - lastEnd > CELL_GAP_EM * Math.max(item.fontSize, 1))
        text += '\t';
      text += item.str;
      if (item.str.trim()) {
        fontSize = Math.max(fontSize, Math.round(item.fontSize * 10) / 10);
        lastY = item.y;
        lastEnd = item.x + item.width;
      }
    }
    if (item.hasEOL) flush();
  }
  flush();
  return lines;
}

/**
 * The text of an example PDF, page by page (unpdf / pdf.js). Refuses, with the message shown to
 * the user: an encrypted file, a damaged one, one without readable text (a scan).
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  let result: Awaited<ReturnType<typeof extractTextItems>>;
  try {
    // pdf.js takes ownership of the buffer it is given: it gets a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      result = await extractTextItems(pdf);
    } finally {
      await pdf.cleanup();
    }
  } catch (err) {
    const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
    if (name === 'PasswordException') throw new ExampleReadError(trameMessages.pdfEncrypted);
    throw new ExampleReadError(trameMessages.pdfCorrupt);
  }
  const pages = result.items.map(linesOf);
  const characters = pages.flat().reduce((n, line) => n + line.text.replace(/\s/g, '').length, 0);
  if (characters < MIN_TEXT_CHARACTERS) throw new ExampleReadError(trameMessages.pdfNoText);
  return { pageCount: result.totalPages, pages };
}
