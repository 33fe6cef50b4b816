import { z } from '@hono/zod-openapi';

import { LEGAL_STATUSES } from '@/features/agreements/constants';
import { agreementHeadings } from '@/lib/db/schema/market-access';
import { rowSchema } from '@/lib/db/table-schemas';
import { absentWhenEmpty, pageQuery } from '@/lib/validation/page-query';
import { userText } from '@/lib/validation/rules';
import { versionField, versionSchema } from '@/lib/validation/version';

import { sourceInputSchema, sourceSchema } from './schemas';
import { SOURCE_COLUMN_KEYS } from './source-schema';

// Issue 37, market access in the console: what the staff routes answer and take besides the shapes
// of ./schemas.ts (the general rule's and a heading's input); a heading's terms are derived from
// the table (lib/db/table-schemas.ts), their source columns answered as one `source`.

export const HEADINGS_PAGE_SIZES = [25, 50, 100] as const;
export const HEADINGS_PAGE_SIZE = 25;
export const HEADINGS_MAX_PAGE = 1000;
/** The CSV import's limits: above them the file is refused whole (422). */
export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 5000;

/** The CSV export's address, for the console's download link. */
export const headingsCsvHref = (agreementId: number) =>
  `/api/staff/agreements/${agreementId}/headings-csv`;

/** One agreement's terms for a heading or subheading, as the console lists and edits them. */
export const staffHeadingTermsSchema = rowSchema(agreementHeadings)
  .omit({ ...SOURCE_COLUMN_KEYS, created_at: true, updated_at: true })
  .extend({ source: sourceSchema });
export type StaffHeadingTerms = z.infer<typeof staffHeadingTermsSchema>;

/** GET /api/staff/agreements/{id}/headings: a code's beginning in any spelling, and the page. */
export const staffHeadingsQuerySchema = z.object({
  code: absentWhenEmpty(z.string().trim().max(20, 'rules.invalid')).describe(
    'A code in any spelling (15.09, 1509): the rows whose code begins with its digits',
  ),
  ...pageQuery({
    maxPage: HEADINGS_MAX_PAGE,
    sizes: HEADINGS_PAGE_SIZES,
    defaultSize: HEADINGS_PAGE_SIZE,
  }),
});
export type StaffHeadingsQuery = z.infer<typeof staffHeadingsQuerySchema>;

/** PUT /api/staff/agreements/{id}/legal-status: the status, its note and its source. */
export const legalStatusInputSchema = z.object({
  legal_status: z.enum(LEGAL_STATUSES, { error: 'rules.invalid' }),
  note_en: userText().max(2000, 'rules.invalid'),
  note_ar: userText().max(2000, 'rules.invalid'),
  source: sourceInputSchema,
  version: versionField.optional(),
});

export const staffLegalStatusSchema = z.object({
  id: z.number().int(),
  legal_status: z.enum(LEGAL_STATUSES),
  note_en: z.string(),
  note_ar: z.string(),
  source: sourceSchema,
  version: versionSchema,
});
export type StaffLegalStatus = z.infer<typeof staffLegalStatusSchema>;

/** POST /api/staff/agreements/{id}/headings-csv: the file's text. */
export const headingsCsvInputSchema = z.object({
  csv: z.string({ error: 'rules.required' }).min(1, 'rules.required'),
});

export const headingsImportAnswerSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
