import { z } from 'zod';

import { hsDigitsOf } from '@/lib/hs/hs-code';
import { absentWhenEmpty } from '@/lib/validation/page-query';
import { queryId } from '@/lib/validation/rules';

import { DATA_TYPES, HS_CODE_MAX, HS_CODE_PATTERN, STATISTICS_SEARCH_MAX } from './constants';

// part 2 §3 "Statistic item" and §7 statista/*: the answers in the specification's shape, in the
// request's language (Accept-Language), whichever provider holds the statistics.

export const dataTypeSchema = z.enum(DATA_TYPES);

/** An industry or a geolocation with its parent chain, nearest parent first (part 2 §3). */
export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parents: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Place = z.infer<typeof placeSchema>;

/** One item of a list: the statistic without its chart. */
export const statisticItemSchema = z.object({
  identifier: z.string(),
  type: dataTypeSchema,
  title: z.string(),
  subject: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  publishers: z.array(z.object({ title: z.string() })),
  survey_period: z.string(),
  comment: z.string(),
  description: z.string(),
  image_url: z.string(),
  premium: z.boolean(),
  /**
   * A premium item and a member who is not VIP: its description and image are left out, and the
   * full statistic answers 403 (the VIP rule, part 1 and part 3).
   */
  locked: z.boolean(),
  industries: z.array(placeSchema),
  geolocations: z.array(placeSchema),
  hs_codes: z.array(z.string()),
});
export type StatisticItem = z.infer<typeof statisticItemSchema>;

/** `chart.data.categories` and `chart.data.series`, the unit and how it reads best. */
export const chartSchema = z.object({
  kind: z.enum(['bar', 'line']),
  unit: z.string(),
  data: z.object({
    categories: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
  }),
});
export type Chart = z.infer<typeof chartSchema>;

/** GET statista/statistic/{identifier}: the full statistic. */
export const statisticSchema = statisticItemSchema.extend({ chart: chartSchema.nullable() });
export type Statistic = z.infer<typeof statisticSchema>;

/** GET statista/{statistics|studies|infographics}: "the response has items". */
export const statisticListSchema = z.object({ items: z.array(statisticItemSchema) });
export type StatisticList = z.infer<typeof statisticListSchema>;

/** One entry of statista/industries or statista/geolocations, in tree order. */
export const filterEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  /** 0 for a root, 1 for its children… */
  depth: z.number().int(),
});
export type FilterEntry = z.infer<typeof filterEntrySchema>;

export const filterListSchema = z.object({ items: z.array(filterEntrySchema) });

const treeId = (what: string) =>
  absentWhenEmpty(queryId().describe(`Only items of this ${what} or one under it`));

const searchText = z
  .string()
  .trim()
  .max(STATISTICS_SEARCH_MAX, 'rules.invalid')
  .optional()
  .describe('Words of the title, subject or description, in either language');

/** The filters of statista/{type}: `q`, `geolocation` and `industry` (part 2 §7). */
export const statisticsQuerySchema = z.object({
  q: searchText,
  geolocation: treeId('geolocation'),
  industry: treeId('industry'),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/**
 * part 2 §5: the data centre's HS code, "Max 6 characters", digits only; written as the HS finder
 * reads codes (issue 37: "15.09", "1509 20", Arabic-Indic digits); more than 6 digits stays an
 * error, as the specification says.
 */
export const hsCodeSchema = z.preprocess(
  (value) => {
    const digits = typeof value === 'string' ? hsDigitsOf(value) : null;
    return digits && digits.length <= HS_CODE_MAX ? digits : value;
  },
  z
    .string()
    .trim()
    .max(HS_CODE_MAX, { error: 'rules.max6', abort: true })
    .regex(HS_CODE_PATTERN, 'rules.digits'),
);

/** GET data-centre: an HS code (a chapter, heading or subheading) and words. */
export const dataCentreQuerySchema = z.object({
  hs_code: absentWhenEmpty(hsCodeSchema.describe('The statistics of this HS code or under it')),
  q: searchText,
});
export type DataCentreQuery = z.infer<typeof dataCentreQuerySchema>;
