import 'server-only';

import { isolateLatinRuns } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import { embeddingLevels, visualPieces, type Direction, type Piece } from './pdf-bidi';
import { fontName, type FontWeight } from './pdf-fonts';

/**
 * Lines of text in the PDF: broken at spaces to a width (a word longer than the width is cut), each
 * line's pieces in drawing order (pdf-bidi.ts) with their widths, set from the start side of the
 * line's direction.
 */
export type TextStyle = { size: number; weight: FontWeight; color?: string };
export type MeasuredPiece = Piece & { width: number };
export type Line = { pieces: MeasuredPiece[]; width: number };
export type Align = 'start' | 'end' | 'center';

const ISOLATES = /[\u2066-\u2069]/;

/**
 * In Arabic, each Latin run (a code with letters, a citation, a name) goes between LRI and PDI, so
 * "19 CFR 10.704" keeps its order (lib/i18n/isolate.ts). A text the caller has isolated itself is
 * left as it is: a second isolate inside the caller's would part a name from its full stop.
 */
function prepared(text: string, locale: Locale): string {
  return ISOLATES.test(text) ? text : isolateLatinRuns(text, locale);
}

function measured(doc: PDFKit.PDFDocument, pieces: Piece[], style: TextStyle): MeasuredPiece[] {
  return pieces.map((piece) => {
    doc.font(fontName(piece.face, style.weight, piece.mirrored)).fontSize(style.size);
    return { ...piece, width: doc.widthOfString(piece.text) };
  });
}

const sumWidths = (pieces: MeasuredPiece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

type Token = { start: number; contentEnd: number; end: number };

/**
 * Words with the spaces after them: the places a line may break. Not inside an isolate: a citation
 * or a name in Arabic text stays on one line when it fits one.
 */
function tokens(text: string): Token[] {
  const found: Token[] = [];
  let depth = 0;
  let start = 0;
  let contentEnd = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === ' ' && depth === 0) {
      if (contentEnd < 0) contentEnd = index;
      continue;
    }
    if (contentEnd >= 0) {
      found.push({ start, contentEnd, end: index });
      start = index;
      contentEnd = -1;
    }
    if (char >= '\u2066' && char <= '\u2068') depth++;
    else if (char === '\u2069') depth = Math.max(0, depth - 1);
  }
  if (start < text.length) {
    found.push({ start, contentEnd: contentEnd < 0 ? text.length : contentEnd, end: text.length });
  }
  return found;
}

/** Where a word too wide for the line is cut: after its last space that fits, else its last letter that does. */
function cutOf(text: string, start: number, end: number, fits: (cut: number) => boolean): number {
  let cut = start + 1;
  while (cut + 1 < end && fits(cut + 1)) cut++;
  const space = text.lastIndexOf(' ', cut - 1);
  return space > start ? space + 1 : cut;
}

/** The lines of one paragraph (no line feed in it). */
function paragraphLines(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
  direction: Direction,
): Line[] {
  const levels = embeddingLevels(text, direction);
  const widthOf = (start: number, end: number) =>
    sumWidths(measured(doc, visualPieces(text, levels, start, end), style));
  const ranges: [number, number][] = [];
  let lineStart = -1;
  let lineEnd = -1;
  let lineWidth = 0;
  for (const token of tokens(text)) {
    let wordStart = token.start;
    let wordWidth = widthOf(wordStart, token.contentEnd);
    const gap = lineStart < 0 ? 0 : widthOf(lineEnd, token.start);
    if (lineStart >= 0 && lineWidth + gap + wordWidth > width) {
      ranges.push([lineStart, lineEnd]);
      lineStart = -1;
    }
    // A word wider than the line (a long address, a long isolated run) is cut where it fills one.
    while (wordWidth > width && token.contentEnd - wordStart > 1) {
      const from = wordStart;
      const cut = cutOf(text, from, token.contentEnd, (end) => widthOf(from, end) <= width);
      let end = cut;
      while (end > from + 1 && text[end - 1] === ' ') end--;
      ranges.push([from, end]);
      wordStart = cut;
      wordWidth = widthOf(wordStart, token.contentEnd);
    }
    if (lineStart < 0) {
      lineStart = wordStart;
      lineWidth = wordWidth;
    } else {
      lineWidth += widthOf(lineEnd, token.start) + wordWidth;
    }
    lineEnd = token.contentEnd;
  }
  if (lineStart >= 0) ranges.push([lineStart, lineEnd]);
  return ranges.map(([start, end]) => {
    const pieces = measured(doc, visualPieces(text, levels, start, end), style);
    return { pieces, width: sumWidths(pieces) };
  });
}

/** The lines of a text in a width; a line feed starts a new line. */
export function wrapText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
  locale: Locale,
): Line[] {
  const direction: Direction = locale === 'ar' ? 'rtl' : 'ltr';
  return prepared(text, locale)
    .split('\n')
    .flatMap((paragraph) => {
      const lines = paragraphLines(doc, paragraph, style, width, direction);
      return lines.length > 0 ? lines : [{ pieces: [], width: 0 }];
    });
}

/** The height of one line in a style: the font's ascent to descent, and a little air. */
export function lineHeight(doc: PDFKit.PDFDocument, style: TextStyle): number {
  doc.font(fontName('latin', style.weight)).fontSize(style.size);
  return doc.currentLineHeight() * 1.05;
}

/** Draws a line in the box [x, x + width], from the side `align` and the direction say. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  line: Line,
  box: { x: number; y: number; width: number },
  style: TextStyle,
  direction: Direction,
  align: Align = 'start',
): void {
  const fromRight = (align === 'start') === (direction === 'rtl');
  let x =
    align === 'center'
      ? box.x + (box.width - line.width) / 2
      : fromRight
        ? box.x + box.width - line.width
        : box.x;
  for (const piece of line.pieces) {
    doc
      .font(fontName(piece.face, style.weight, piece.mirrored))
      .fontSize(style.size)
      .fillColor(style.color ?? '#1a1a1a')
      .text(piece.text, x, box.y, { lineBreak: false });
    x += piece.width;
  }
}
