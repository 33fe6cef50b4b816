import { z } from 'zod';

import { hsCodeResultSchema, type HsCodeResult, type HsPathStep } from '@/lib/hs/hs-code-result';
import { pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';

import { HS_MAX_PAGE, HS_PAGE_SIZE, HS_PAGE_SIZE_MAX, HS_QUERY_MAX } from './constants';
import { HS_QUALIFIER_KINDS, HS_QUALIFIERS } from './finder-qualifiers';
import type { FinderQuestion } from './finder-question';

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
  qualifier: z
    .enum(HS_QUALIFIERS, { error: 'HsFinder.question.invalid' })
    .optional()
    .describe(
      'The answer to the finder’s `question` (issue 55): only the codes carrying it are kept, ' +
        'from the best 200. fresh (fresh or chilled), frozen, dried (dried, salted, in brine or ' +
        'smoked), prepared (prepared or preserved: chapters 16 and 20); knitted (knitted or ' +
        'crocheted), woven (not knitted or crocheted); retail (put up for retail sale), bulk ' +
        '(not put up for retail sale). Any other value is a 422.',
    ),
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

/** The one question the finder asks when its best candidates differ by a qualifier (issue 55). */
export const hsFinderQuestionSchema = z
  .object({
    kind: z.enum(Object.keys(HS_QUALIFIER_KINDS) as [keyof typeof HS_QUALIFIER_KINDS]),
    parameter: z.literal('qualifier').describe('The query parameter an answer is given in'),
    text_en: z.string(),
    text_ar: z.string(),
    options: z.array(
      z.object({
        value: z.enum(HS_QUALIFIERS),
        text_en: z.string(),
        text_ar: z.string(),
        chosen: z.boolean().describe('The answer given in `qualifier`'),
      }),
    ),
  })
  .describe(
    'Present when the best candidates (the first 8, unnarrowed) differ by one qualifier the ' +
      'nomenclature decides by, read from their own texts: `state` (fresh or chilled, frozen, ' +
      'dried, prepared or preserved: chapters 02, 03, 07, 08 against 16 and 20), `fabric` ' +
      '(knitted or crocheted, or not: chapters 60 and 61 against 50 to 55 and 62) or `packing` ' +
      '(put up for retail sale or not). Ask it again with `qualifier` set to an option’s value to ' +
      'narrow the codes. Absent when the candidates agree, when the query already says the ' +
      'qualifier ("frozen peas"), for a code and for a service; present with the chosen option ' +
      'marked when `qualifier` is given.',
  );

export const hsFinderAnswerSchema = pageAnswerSchema(hsCodeResultSchema).extend({
  notice: hsFinderNoticeSchema.optional(),
  question: hsFinderQuestionSchema.optional(),
});
export type HsFinderQuestion = z.infer<typeof hsFinderQuestionSchema>;
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
  /** The one question the best candidates call for (issue 55, item 4), and the answer chosen. */
  question?: FinderQuestion;
};
/** A section on the tree's root page, with the codes of its chapters. */
export type HsSectionSummary = HsPathStep & { chapters: string[] };
