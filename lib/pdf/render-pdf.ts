import 'server-only';

import type { PdfDocument } from './pdf-document';

/**
 * Sets a document as a PDF (issue 59). Contract only: the renderer lands with the PDF helper's work;
 * callers may import it now.
 */
export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  void document;
  throw new Error('renderPdf is not implemented yet');
}
