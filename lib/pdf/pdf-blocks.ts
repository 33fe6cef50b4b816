import 'server-only';

import { formatNumber } from '@/lib/i18n/format-number';

import {
  columns,
  drawLines,
  ensureRoom,
  frameWidth,
  newPage,
  rule,
  textLines,
  writeText,
  type Box,
  type Canvas,
} from './pdf-canvas';
import type { PdfBlock, PdfSection } from './pdf-document';
import { lineHeight, type Line, type TextStyle } from './pdf-text';

/** The sections' blocks: paragraphs, lists, labelled facts and tables, mirrored in Arabic. */
const BODY: TextStyle = { size: 10.5, weight: 'regular' };
const LABEL: TextStyle = { size: 10.5, weight: 'bold', color: '#344054' };
const HEADER: TextStyle = { size: 10, weight: 'bold', color: '#ffffff' };
const CELL: TextStyle = { size: 10, weight: 'regular' };
const SECTION_TITLE: TextStyle = { size: 16, weight: 'bold', color: '#0b4f6c' };
const STATUS: TextStyle = { size: 10, weight: 'regular', color: '#667085' };
const PADDING = 4;
const BLOCK_GAP = 10;

/** The mark a figure's source gets, the source's number in the list at the end: [1], [١]. */
export function sourceMark(sourceIndex: number, canvas: Canvas): string {
  return `[${formatNumber(sourceIndex + 1, canvas.locale)}]`;
}

type Cell = { box: Box; lines: Line[]; style: TextStyle };

function rowHeight(canvas: Canvas, cells: Cell[]): number {
  const heights = cells.map((cell) => cell.lines.length * lineHeight(canvas.doc, cell.style));
  return Math.max(...heights) + 2 * PADDING;
}

/** A row of cells at the current height, a new page first when it does not fit. */
function drawRow(canvas: Canvas, cells: Cell[], fill?: string): void {
  const height = rowHeight(canvas, cells);
  ensureRoom(canvas, height);
  if (fill) canvas.doc.rect(canvas.left, canvas.y, frameWidth(canvas), height).fill(fill);
  for (const cell of cells) {
    drawLines(canvas, cell.lines, cell.style, { ...cell.box, y: canvas.y + PADDING });
  }
  canvas.y += height;
  rule(canvas);
}

const inner = (box: Box): Box => ({ x: box.x + PADDING, width: box.width - 2 * PADDING });

function cellOf(canvas: Canvas, text: string, box: Box, style: TextStyle): Cell {
  return { box: inner(box), lines: textLines(canvas, text, style, inner(box).width), style };
}

function drawFacts(canvas: Canvas, block: Extract<PdfBlock, { kind: 'facts' }>): void {
  const [labelBox, valueBox] = columns(canvas, [2, 3], 8);
  for (const row of block.rows) {
    const mark = row.sourceIndex === null ? '' : ` ${sourceMark(row.sourceIndex, canvas)}`;
    drawRow(canvas, [
      cellOf(canvas, row.label, labelBox, LABEL),
      cellOf(canvas, `${row.value}${mark}`, valueBox, BODY),
    ]);
  }
}

function drawTable(canvas: Canvas, block: Extract<PdfBlock, { kind: 'table' }>): void {
  const boxes = columns(
    canvas,
    block.columns.map(() => 1),
    0,
  );
  const header = () =>
    drawRow(
      canvas,
      boxes.map((box, index) => cellOf(canvas, block.columns[index] ?? '', box, HEADER)),
      '#0b4f6c',
    );
  header();
  for (const row of block.rows) {
    const cells = boxes.map((box, index) => cellOf(canvas, row[index] ?? '', box, CELL));
    // A row that goes to a new page has the header again above it.
    if (canvas.y + rowHeight(canvas, cells) > canvas.bottom) {
      newPage(canvas);
      header();
    }
    drawRow(canvas, cells);
  }
}

function drawList(canvas: Canvas, block: Extract<PdfBlock, { kind: 'list' }>): void {
  const [bullet, text] = columns(canvas, [1, 28], 4);
  for (const item of block.items) {
    const lines = textLines(canvas, item, BODY, text.width);
    ensureRoom(canvas, lineHeight(canvas.doc, BODY));
    drawLines(canvas, textLines(canvas, '•', BODY, bullet.width), BODY, { ...bullet, y: canvas.y });
    for (const line of lines) {
      ensureRoom(canvas, lineHeight(canvas.doc, BODY));
      canvas.y += drawLines(canvas, [line], BODY, { ...text, y: canvas.y });
    }
  }
}

export function drawBlock(canvas: Canvas, block: PdfBlock): void {
  if (block.kind === 'paragraph') writeText(canvas, block.text, BODY);
  else if (block.kind === 'list') drawList(canvas, block);
  else if (block.kind === 'facts') drawFacts(canvas, block);
  else drawTable(canvas, block);
  canvas.y += BLOCK_GAP;
}

export function drawSection(canvas: Canvas, section: PdfSection): void {
  // A title never ends a page: it keeps room for itself and two lines of what follows.
  ensureRoom(canvas, 3 * lineHeight(canvas.doc, SECTION_TITLE));
  writeText(canvas, section.title, SECTION_TITLE, { after: 2 });
  if (section.status) writeText(canvas, section.status, STATUS, { after: 4 });
  canvas.y += 4;
  for (const block of section.blocks) drawBlock(canvas, block);
  canvas.y += BLOCK_GAP;
}
