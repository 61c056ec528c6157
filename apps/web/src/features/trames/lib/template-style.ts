import type { CSSProperties } from 'react';
import {
  HEADING_SIZES_REM,
  normaliseColor,
  PX_PER_INCH,
  type TTemplateStyle,
} from '@praxis/shared/trames/template-document';

/** A template style (spec 3 §3) as CSS: sizes in points, colours with or without '#'. */
export function styleToCss(style: TTemplateStyle | undefined): CSSProperties {
  if (!style) return {};
  const css: CSSProperties = {};
  if (style.alignment) css.textAlign = style.alignment;
  if (style.bold) css.fontWeight = 700;
  if (style.italic) css.fontStyle = 'italic';
  if (style.underline) css.textDecoration = 'underline';
  if (style.font_size) css.fontSize = `${style.font_size}pt`;
  if (style.color) css.color = `#${normaliseColor(style.color)}`;
  if (style.background) css.backgroundColor = `#${normaliseColor(style.background)}`;
  return css;
}

/** Spec 3 §9: heading sizes of levels 1 to 6 in rem. */
export const headingSize = (level: number) =>
  `${HEADING_SIZES_REM[Math.min(6, Math.max(1, level)) - 1]}rem`;

/** Spec 3 §9: 1 inch = 96 px. */
export const inchesToPx = (inches: number) => Math.round(inches * PX_PER_INCH);

export const justifyOf = (align: string | undefined) =>
  align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start';
