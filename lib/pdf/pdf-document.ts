import { z } from 'zod';

/**
 * A document the server sets as a PDF (issue 59): what a feature hands `renderPdf` in
 * `lib/pdf/render-pdf.ts`. Texts arrive already written in the document's language (numbers and dates
 * formatted by the caller); the renderer shapes Arabic, orders mixed runs and breaks lines.
 */
export const pdfSourceSchema = z.object({
  name: z.string().min(1),
  url: z.string().url().nullable(),
  /** The date the source carries (a release, a publication), as the caller wrote it. */
  dated: z.string().nullable(),
  /** The date the portal last checked the source, as the caller wrote it. */
  checkedOn: z.string().nullable(),
});

const paragraphBlock = z.object({ kind: z.literal('paragraph'), text: z.string() });

/** Labelled values; a value may cite a source by its index in `sources`. */
const factsBlock = z.object({
  kind: z.literal('facts'),
  rows: z.array(
    z.object({
      label: z.string(),
      value: z.string(),
      sourceIndex: z.number().int().min(0).nullable(),
    }),
  ),
});

const tableBlock = z.object({
  kind: z.literal('table'),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.string())),
});

const listBlock = z.object({ kind: z.literal('list'), items: z.array(z.string()) });

export const pdfBlockSchema = z.discriminatedUnion('kind', [
  paragraphBlock,
  factsBlock,
  tableBlock,
  listBlock,
]);

export const pdfSectionSchema = z.object({
  title: z.string().min(1),
  /** A short line under the title, e.g. "Completed: 3 of 4". */
  status: z.string().nullable(),
  blocks: z.array(pdfBlockSchema),
});

export const pdfDocumentSchema = z.object({
  locale: z.enum(['en', 'ar']),
  cover: z.object({
    title: z.string().min(1),
    subtitle: z.string().nullable(),
    /** The company's name, set large on the cover. */
    organisation: z.string().min(1),
    /** The logo's bytes (PNG or JPEG), or null. */
    logo: z.instanceof(Uint8Array).nullable(),
    /** "Made on 27 November 2026", written by the caller in the document's language. */
    madeOn: z.string().min(1),
  }),
  sections: z.array(pdfSectionSchema),
  /** Every figure's sources; the renderer lists them at the end under `sourcesTitle`. */
  sourcesTitle: z.string().min(1),
  sources: z.array(pdfSourceSchema),
  /** Footer of each page, e.g. "Export plan · Page {page} of {pages}"; {page} and {pages} are replaced. */
  footer: z.string(),
});

export type PdfSource = z.infer<typeof pdfSourceSchema>;
export type PdfBlock = z.infer<typeof pdfBlockSchema>;
export type PdfSection = z.infer<typeof pdfSectionSchema>;
export type PdfDocument = z.infer<typeof pdfDocumentSchema>;
