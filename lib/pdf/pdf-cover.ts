import 'server-only';

import { frameBox, writeText, type Canvas } from './pdf-canvas';
import type { PdfDocument } from './pdf-document';
import type { TextStyle } from './pdf-text';

/** The cover: the logo on the start side, then the title, subtitle, the company and the date made. */
const TITLE: TextStyle = { size: 26, weight: 'bold', color: '#0b4f6c' };
const SUBTITLE: TextStyle = { size: 14, weight: 'regular', color: '#344054' };
const ORGANISATION: TextStyle = { size: 20, weight: 'bold', color: '#1a1a1a' };
const MADE_ON: TextStyle = { size: 11, weight: 'regular', color: '#667085' };
const LOGO = { width: 150, height: 90 };

function drawLogo(canvas: Canvas, logo: Uint8Array): void {
  const x = canvas.direction === 'rtl' ? canvas.right - LOGO.width : canvas.left;
  try {
    canvas.doc.image(Buffer.from(logo), x, canvas.y, {
      fit: [LOGO.width, LOGO.height],
      // pdfkit's default is the left and the top of the box.
      ...(canvas.direction === 'rtl' ? { align: 'right' as const } : {}),
    });
  } catch {
    // Bytes that are not a PNG or a JPEG the image reader takes: the cover without the logo, not
    // no document at all (the company's logo was checked when it was uploaded).
  }
}

export function drawCover(canvas: Canvas, cover: PdfDocument['cover']): void {
  const band = canvas.doc.page.height * 0.012;
  canvas.doc.rect(0, 0, canvas.doc.page.width, band).fill('#0b4f6c');
  if (cover.logo) drawLogo(canvas, cover.logo);
  canvas.y = canvas.top + LOGO.height + 120;
  writeText(canvas, cover.title, TITLE, { after: 6 });
  if (cover.subtitle) writeText(canvas, cover.subtitle, SUBTITLE, { after: 6 });
  const box = frameBox(canvas);
  canvas.doc
    .moveTo(box.x, canvas.y + 12)
    .lineTo(box.x + box.width, canvas.y + 12)
    .lineWidth(1.5)
    .strokeColor('#0b4f6c')
    .stroke();
  canvas.y += 36;
  writeText(canvas, cover.organisation, ORGANISATION, { after: 8 });
  writeText(canvas, cover.madeOn, MADE_ON);
}
