import type PDFDocument from 'pdfkit';
import {
  isSafeImageSrc,
  normaliseColor,
  type TTemplateStyle,
} from '@praxis/shared/trames/template-document';

// What the PDF export's block layout and its page furniture both draw with (pdfkit).

export type Doc = InstanceType<typeof PDFDocument>;
export type Align = 'left' | 'center' | 'right' | 'justify';

export const PT_PER_INCH = 72;
export const BODY_PT = 11;
export const NOTE_COLOR = '#6B7280';
export const PAGE_MARGIN = 56;
export const EDGE_GAP = 18;

/** The PDF standard fonts speak WinAnsi: anything else becomes '?' rather than a broken glyph. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || ch === '\t') out += ch === '\t' ? ' ' : ch;
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else if (WIN_ANSI_EXTRA.includes(ch)) out += ch;
    else if (code === 0x2022 || code === 0x2026) out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += '?';
  }
  return out;
}

export function fontName(style: TTemplateStyle | undefined, bold = false): string {
  const b = bold || !!style?.bold;
  const i = !!style?.italic;
  return b && i
    ? 'Helvetica-BoldOblique'
    : b
      ? 'Helvetica-Bold'
      : i
        ? 'Helvetica-Oblique'
        : 'Helvetica';
}

export const color = (value: string | undefined, fallback = '#000000') =>
  value ? `#${normaliseColor(value)}` : fallback;

/** PNG and JPEG data: URLs; anything else (GIF, WebP, paths, unsafe) is a note. */
export function imageBytes(src: string): Buffer | null {
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/is.exec(src.trim());
  if (!match?.[2] || !isSafeImageSrc(src)) return null;
  return Buffer.from(match[2].replace(/\s+/g, ''), 'base64');
}

export type Opened = { width: number; height: number };
export function openImage(doc: Doc, bytes: Buffer | null): Opened | null {
  if (!bytes) return null;
  try {
    const img = (doc as unknown as { openImage(b: Buffer): Opened }).openImage(bytes);
    return img.width > 0 && img.height > 0 ? img : null;
  } catch {
    return null;
  }
}
