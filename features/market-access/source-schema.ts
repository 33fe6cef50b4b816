import { z } from 'zod';

/** Where a figure comes from: its name in both languages, its address and the day it states. */
export const sourceSchema = z.object({
  name_en: z.string(),
  name_ar: z.string(),
  url: z.string(),
  /** YYYY-MM-DD: the day of the source, or of the fact it states; null when not given. */
  date: z.string().nullable(),
  /** Issue 57: the day the figure was last checked against its source; null: never dated. */
  checked_on: z.string().nullable().optional(),
  /** Issue 57: the day by which it must be checked again. */
  review_by: z.string().nullable().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/**
 * The columns a table that cites its figures stores a source in (lib/db/schema/market-access.ts),
 * as the mask of a zod omit: its rows answer them as one `source`.
 */
export const SOURCE_COLUMN_KEYS = {
  source_name_en: true,
  source_name_ar: true,
  source_url: true,
  source_date: true,
  checked_on: true,
  review_by: true,
} as const;
