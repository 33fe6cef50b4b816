import { z } from 'zod';

import { hsCodeResultSchema, type HsCodeResult, type HsPathStep } from '@/lib/hs/hs-code-result';
import { pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';

import { HS_MAX_PAGE, HS_PAGE_SIZE, HS_PAGE_SIZE_MAX, HS_QUERY_MAX } from './constants';

// The HS finder's query and answer (issue 37), shared by the route, the page and the combobox.

// The code's answer shape is shared with market access and where to sell (lib/hs).
export { hsCodeResultSchema, hsPathStepSchema } from '@/lib/hs/hs-code-result';
export type { HsCodeResult, HsPathStep } from '@/lib/hs/hs-code-result';

export const hsFinderQuerySchema = z.object({
  q: z
    .string({ error: 'rules.required' })
    .trim()
    .min(1, 'rules.required')
    .max(HS_QUERY_MAX, 'rules.invalid'),
  ...pageQuery({ maxPage: HS_MAX_PAGE, maxSize: HS_PAGE_SIZE_MAX, defaultSize: HS_PAGE_SIZE }),
});

/** What the finder says beside its codes: a query naming a service finds none (issue 55). */
export const hsFinderNoticeSchema = z
  .object({
    kind: z.literal('services'),
    text_en: z.string(),
    text_ar: z.string(),
  })
  .describe(
    'Present when the query names a service (accounting, design, freight forwarding…): HS codes ' +
      'classify goods, so no code is given, and the text says where to turn instead. Absent for goods.',
  );

export const hsFinderAnswerSchema = pageAnswerSchema(hsCodeResultSchema).extend({
  notice: hsFinderNoticeSchema.optional(),
});
export type HsFinderNotice = z.infer<typeof hsFinderNoticeSchema>;

export type HsFinderQuery = z.output<typeof hsFinderQuerySchema>;
export type HsFinderAnswer = z.infer<typeof hsFinderAnswerSchema>;
/** One page of the finder's page: its codes, how many in all, the page shown and how many. */
export type HsFinderPage = {
  results: HsCodeResult[];
  total: number;
  page: number;
  pageCount: number;
  /** Set when the query names a service: no codes, and the page says where to turn instead. */
  services?: true;
};
/** A section on the tree's root page, with the codes of its chapters. */
export type HsSectionSummary = HsPathStep & { chapters: string[] };
