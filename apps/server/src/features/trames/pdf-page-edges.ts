import {
  HEADER_IMAGE_WIDTH_DEFAULT_IN,
  type THeaderElement,
} from '@praxis/shared/trames/template-document';
import {
  color,
  fontName,
  imageBytes,
  NOTE_COLOR,
  openImage,
  printable,
  PT_PER_INCH,
  type Align,
  type Doc,
} from './pdf-primitives';

// The page furniture of the PDF export: the trame's header and footer, with the page number.

/** Height each header/footer element takes, measured before any page exists. */
export function edgeHeights(doc: Doc, elements: THeaderElement[], width: number): number[] {
  return elements.map((el) => {
    if (el.type === 'image') {
      const opened = openImage(doc, imageBytes(el.src));
      if (!opened) return 12;
      const w = Math.min((el.width ?? HEADER_IMAGE_WIDTH_DEFAULT_IN) * PT_PER_INCH, width);
      return Math.min(120, (w * opened.height) / opened.width) + 2;
    }
    const size = el.style?.font_size ?? 9;
    doc.font(fontName(el.style)).fontSize(size);
    const text = el.type === 'page_number' ? `${el.text ?? ''} 000` : el.text;
    return Math.min(200, doc.heightOfString(printable(text) || ' ', { width })) + 2;
  });
}

export function drawEdge(
  doc: Doc,
  elements: THeaderElement[],
  heights: number[],
  top: number,
  limit: number,
  left: number,
  width: number,
  page: number,
) {
  let y = top;
  elements.forEach((el, i) => {
    const height = heights[i] ?? 12;
    if (y + height > top + limit + 0.5) return;
    const align = (el.align ?? 'left') as Align;
    if (el.type === 'image') {
      const bytes = imageBytes(el.src);
      const opened = openImage(doc, bytes);
      if (bytes && opened) {
        const h = height - 2;
        const w = (h * opened.width) / opened.height;
        const x =
          align === 'center' ? left + (width - w) / 2 : align === 'right' ? left + width - w : left;
        doc.image(bytes, x, y, { width: w, height: h });
      } else {
        doc.font('Helvetica-Oblique').fontSize(9).fillColor(NOTE_COLOR);
        doc.text('[Image]', left, y, { width, align, lineBreak: false });
      }
    } else {
      const text =
        el.type === 'page_number' ? `${el.text ? `${el.text} ` : ''}${page}` : (el.text ?? '');
      doc
        .font(fontName(el.style))
        .fontSize(el.style?.font_size ?? 9)
        .fillColor(color(el.style?.color, '#374151'));
      doc.text(printable(text) || ' ', left, y, {
        width,
        align,
        height,
        underline: !!el.style?.underline,
      });
    }
    y += height;
  });
  doc.fillColor('#000000');
}
