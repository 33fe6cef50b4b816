import type { HsCodeResult } from '@/features/hs-codes/schemas';

/** A result of the HS finder (GET /api/hs-codes), without its path. */
export const hsResult = (code: string, name_en: string, name_ar: string): HsCodeResult => ({
  code,
  level: code.length,
  name_en,
  name_ar,
  name_ar_of_heading: false,
  path: [],
});

/** The finder's answer of one page holding `results`. */
export const finderPage = (results: HsCodeResult[]) => ({
  data: results,
  total: results.length,
  page: 1,
  page_size: 8,
  page_count: 1,
});
