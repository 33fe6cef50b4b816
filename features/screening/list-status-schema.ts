import { z } from '@hono/zod-openapi';

import { SANCTIONS_SOURCES } from '@/lib/db/schema/screening';

// Issue 47: the sanctions lists' status, as GET /api/staff/screening/lists answers it and the
// console's /admin/screening shows it.

/** A list whose own date is older than this many days is shown with a warning. */
export const STALE_LIST_DAYS = 30;

export const sanctionsListStatusSchema = z
  .object({
    source: z.enum(SANCTIONS_SOURCES),
    version: z.number().int(),
    /** The list's own date, YYYY-MM-DD. */
    list_date: z.string(),
    /** Days from the list's date to today (Amman's day). */
    age_days: z.number().int(),
    /** Older than STALE_LIST_DAYS: a current file should be imported. */
    stale: z.boolean(),
    imported_at: z.string(),
    records: z.number().int(),
    names: z.number().int(),
  })
  .openapi('SanctionsListStatus');
export type SanctionsListStatus = z.infer<typeof sanctionsListStatusSchema>;

export const sanctionsListsAnswerSchema = z
  .object({
    data: z.array(sanctionsListStatusSchema),
    stale_after_days: z.number().int(),
  })
  .openapi('SanctionsLists');
export type SanctionsListsAnswer = z.infer<typeof sanctionsListsAnswerSchema>;
