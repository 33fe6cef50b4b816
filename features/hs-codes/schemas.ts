import { z } from 'zod';

import { pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';

import { HS_MAX_PAGE, HS_PAGE_SIZE, HS_PAGE_SIZE_MAX, HS_QUERY_MAX } from './constants';

// The HS finder's query and answer (issue 37), shared by the route, the page and the combobox.

/** A step of a code's path: its section (level 0, a roman numeral), chapter or heading. */
export const hsPathStepSchema = z.object({
  code: z.string(),
  level: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
});

/**
 * A code found. `name_ar` is its own Arabic name or, for a subheading without one, its heading's
 * (`name_ar_of_heading` true): the page then shows the English text with it. Arabic names are the
 * portal's own translation, not an official one.
 */
export const hsCodeResultSchema = hsPathStepSchema.extend({
  name_ar_of_heading: z.boolean(),
  path: z.array(hsPathStepSchema),
});

export const hsFinderQuerySchema = z.object({
  q: z
    .string({ error: 'rules.required' })
    .trim()
    .min(1, 'rules.required')
    .max(HS_QUERY_MAX, 'rules.invalid'),
  ...pageQuery({ maxPage: HS_MAX_PAGE, maxSize: HS_PAGE_SIZE_MAX, defaultSize: HS_PAGE_SIZE }),
});

export const hsFinderAnswerSchema = pageAnswerSchema(hsCodeResultSchema);

export type HsPathStep = z.infer<typeof hsPathStepSchema>;
export type HsCodeResult = z.infer<typeof hsCodeResultSchema>;
export type HsFinderQuery = z.output<typeof hsFinderQuerySchema>;
export type HsFinderAnswer = z.infer<typeof hsFinderAnswerSchema>;
/** One page of the finder's page: its codes, how many in all, the page shown and how many. */
export type HsFinderPage = {
  results: HsCodeResult[];
  total: number;
  page: number;
  pageCount: number;
};
/** A section on the tree's root page, with the codes of its chapters. */
export type HsSectionSummary = HsPathStep & { chapters: string[] };
