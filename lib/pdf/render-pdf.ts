import 'server-only';

import PDFDocument from 'pdfkit';

import { drawSection } from './pdf-blocks';
import { createCanvas, newPage } from './pdf-canvas';
import { drawCover } from './pdf-cover';
import { pdfDocumentSchema, type PdfDocument } from './pdf-document';
import { defaultFont, registerFonts } from './pdf-fonts';
import { drawFooters, drawSources } from './pdf-sources';
import { fixTextMaps, loadFonts } from './pdf-text-maps';

/**
 * Sets a document as an A4 PDF (issue 59, docs/decisions/pdf.md): pdfkit, with fontkit shaping
 * Arabic and bidi-js ordering mixed lines, in Cairo. A document the schema refuses is an error
 * (zod's), never a half-drawn file.
 */
export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const checked = pdfDocumentSchema.parse(document);
  const doc = new PDFDocument({
    size: 'A4',
    // The frame and the page breaks are the canvas's (pdf-canvas.ts): pdfkit never adds a page itself.
    margin: 0,
    bufferPages: true,
    font: defaultFont() as unknown as string,
    lang: checked.locale,
    displayTitle: true,
    info: { Title: checked.cover.title, Author: checked.cover.organisation },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc);
  loadFonts(doc);
  const canvas = createCanvas(doc, checked.locale);
  drawCover(canvas, checked.cover);
  newPage(canvas);
  for (const section of checked.sections) drawSection(canvas, section);
  drawSources(canvas, checked);
  drawFooters(canvas, checked.footer);
  fixTextMaps(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
