import 'server-only';

import type { Locale } from '@/lib/i18n/routing';

import type { Direction } from './pdf-bidi';
import { drawLine, lineHeight, wrapText, type Align, type Line, type TextStyle } from './pdf-text';

/**
 * Where the next block goes: the document, its language, the text frame of an A4 page and the
 * height reached. Blocks are set from the frame's start side: the right in Arabic, the left in
 * English; columns run from that side too.
 */
export type Canvas = {
  doc: PDFKit.PDFDocument;
  locale: Locale;
  direction: Direction;
  left: number;
  right: number;
  top: number;
  bottom: number;
  y: number;
};

export type Box = { x: number; width: number };

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
/** Room kept under the frame for the footer. */
const FOOTER_ROOM = 28;

export function createCanvas(doc: PDFKit.PDFDocument, locale: Locale): Canvas {
  return {
    doc,
    locale,
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    left: MARGIN,
    right: A4.width - MARGIN,
    top: MARGIN,
    bottom: A4.height - MARGIN - FOOTER_ROOM,
    y: MARGIN,
  };
}

export const frameWidth = (canvas: Canvas) => canvas.right - canvas.left;
export const frameBox = (canvas: Canvas): Box => ({ x: canvas.left, width: frameWidth(canvas) });

export function newPage(canvas: Canvas): void {
  canvas.doc.addPage();
  canvas.y = canvas.top;
}

/** A new page when `height` no longer fits on this one. */
export function ensureRoom(canvas: Canvas, height: number): void {
  if (canvas.y + height > canvas.bottom && canvas.y > canvas.top) newPage(canvas);
}

export function textLines(canvas: Canvas, text: string, style: TextStyle, width: number): Line[] {
  return wrapText(canvas.doc, text, style, width, canvas.locale);
}

/** Lines drawn from the top of `box` at `y`, without page breaks; their height. */
export function drawLines(
  canvas: Canvas,
  lines: Line[],
  style: TextStyle,
  box: Box & { y: number },
  align: Align = 'start',
): number {
  const height = lineHeight(canvas.doc, style);
  lines.forEach((line, index) =>
    drawLine(
      canvas.doc,
      line,
      { ...box, y: box.y + index * height },
      style,
      canvas.direction,
      align,
    ),
  );
  return lines.length * height;
}

/** A text in the frame (or `box`), line by line, a new page when a line does not fit. */
export function writeText(
  canvas: Canvas,
  text: string,
  style: TextStyle,
  options: { box?: Box; align?: Align; after?: number } = {},
): void {
  const box = options.box ?? frameBox(canvas);
  const height = lineHeight(canvas.doc, style);
  for (const line of textLines(canvas, text, style, box.width)) {
    ensureRoom(canvas, height);
    drawLine(canvas.doc, line, { ...box, y: canvas.y }, style, canvas.direction, options.align);
    canvas.y += height;
  }
  canvas.y += options.after ?? 0;
}

/** Columns of the given fractions of the frame, the first on the start side (right in Arabic). */
export function columns<Fractions extends number[]>(
  canvas: Canvas,
  fractions: [...Fractions],
  gap: number,
): { [Index in keyof Fractions]: Box } {
  const usable = frameWidth(canvas) - gap * (fractions.length - 1);
  const total = fractions.reduce((sum, fraction) => sum + fraction, 0);
  let offset = 0;
  return fractions.map((fraction) => {
    const width = (usable * fraction) / total;
    const x = canvas.direction === 'rtl' ? canvas.right - offset - width : canvas.left + offset;
    offset += width + gap;
    return { x, width };
  }) as { [Index in keyof Fractions]: Box };
}

/** A thin rule across the frame at the current height. */
export function rule(canvas: Canvas, color = '#d0d5dd'): void {
  canvas.doc
    .moveTo(canvas.left, canvas.y)
    .lineTo(canvas.right, canvas.y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}
