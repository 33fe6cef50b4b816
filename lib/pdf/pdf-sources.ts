import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { pageValues } from '@/lib/i18n/format-number';

import { sourceMark } from './pdf-blocks';
import {
  A4,
  columns,
  drawLines,
  ensureRoom,
  frameBox,
  textLines,
  writeText,
  type Canvas,
} from './pdf-canvas';
import type { PdfDocument, PdfSource } from './pdf-document';
import { lineHeight, type TextStyle } from './pdf-text';

/** The sources at the end of the document, numbered as the facts cite them, and the page footers. */
const HEADING: TextStyle = { size: 16, weight: 'bold', color: '#0b4f6c' };
const NAME: TextStyle = { size: 10.5, weight: 'bold' };
const DETAIL: TextStyle = { size: 9.5, weight: 'regular', color: '#475467' };
const FOOTER: TextStyle = { size: 9, weight: 'regular', color: '#667085' };
const LRI = '\u2066';
const PDI = '\u2069';

function detailLines(canvas: Canvas, source: PdfSource): string[] {
  const t = fullTranslator(canvas.locale);
  const dates = [
    source.dated === null ? null : t('Pdf.dated', { date: source.dated }),
    source.checkedOn === null ? null : t('Pdf.checkedOn', { date: source.checkedOn }),
  ].filter((text) => text !== null);
  // An address is always read left to right, in Arabic text too.
  const url = source.url === null ? [] : [`${LRI}${source.url}${PDI}`];
  return [...url, ...(dates.length > 0 ? [dates.join(' · ')] : [])];
}

export function drawSources(canvas: Canvas, document: PdfDocument): void {
  if (document.sources.length === 0) return;
  ensureRoom(canvas, 4 * lineHeight(canvas.doc, HEADING));
  canvas.y += 8;
  writeText(canvas, document.sourcesTitle, HEADING, { after: 6 });
  const [markBox, textBox] = columns(canvas, [1, 11], 6);
  document.sources.forEach((source, index) => {
    const name = textLines(canvas, source.name, NAME, textBox.width);
    const details = detailLines(canvas, source).flatMap((text) =>
      textLines(canvas, text, DETAIL, textBox.width),
    );
    const height =
      name.length * lineHeight(canvas.doc, NAME) + details.length * lineHeight(canvas.doc, DETAIL);
    ensureRoom(canvas, height);
    const mark = textLines(canvas, sourceMark(index, canvas), NAME, markBox.width);
    drawLines(canvas, mark, NAME, { ...markBox, y: canvas.y });
    canvas.y += drawLines(canvas, name, NAME, { ...textBox, y: canvas.y });
    canvas.y += drawLines(canvas, details, DETAIL, { ...textBox, y: canvas.y }) + 8;
  });
}

/** Each page but the cover gets the footer, its {page} and {pages} written in the document's digits. */
export function drawFooters(canvas: Canvas, footer: string): void {
  const { start, count } = canvas.doc.bufferedPageRange();
  for (let page = start + 1; page < start + count; page++) {
    canvas.doc.switchToPage(page);
    const values = pageValues(page - start + 1, count, canvas.locale);
    const text = footer.replaceAll('{page}', values.page).replaceAll('{pages}', values.pages);
    const lines = textLines(canvas, text, FOOTER, frameBox(canvas).width);
    const y = A4.height - canvas.top + 10;
    drawLines(canvas, lines, FOOTER, { ...frameBox(canvas), y }, 'center');
  }
}
