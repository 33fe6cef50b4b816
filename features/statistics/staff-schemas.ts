import { z } from 'zod';

import { statistics } from '@/lib/db/schema/market-information';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { optionalText } from '@/lib/validation/content-fields';
import { MAX_ID } from '@/lib/validation/limits';
import { absentWhenEmpty, pageQuery } from '@/lib/validation/page-query';
import { requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  CHART_CATEGORIES_MAX,
  CHART_LABEL_MAX,
  CHART_SERIES_MAX,
  DATA_TYPES,
  STATISTICS_CONSOLE_PAGE_SIZE,
  STATISTICS_CONSOLE_PAGE_SIZES,
  STATISTICS_SEARCH_MAX,
  STORED_HS_CODE_PATTERN,
} from './constants';

// The console's statistics (issue 26 "Staff console"): the record as stored, in both languages,
// and the change an editor sends, derived from the table (lib/db/table-schemas.ts). Isomorphic:
// the form, the client call and the route share it.

const required = (max: number) => requiredText().max(max, 'rules.invalid');
const id = z.number().int('rules.invalid').min(1, 'rules.invalid').max(MAX_ID, 'rules.invalid');
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** A day as YYYY-MM-DD that exists in the calendar. */
export const daySchema = z
  .string({ error: 'rules.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'rules.invalid')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'rules.invalid');

/** A chart's numbers: finite, and small enough for any chart or table. */
const value = z
  .number({ error: 'StatisticsAdmin.errors.number' })
  .finite('StatisticsAdmin.errors.number')
  .min(-1e12, 'rules.invalid')
  .max(1e12, 'rules.invalid');

export const chartInputSchema = z
  .object({
    kind: z.enum(['bar', 'line']),
    unit_eng: optionalText(60),
    unit_ara: optionalText(60),
    categories: z
      .array(required(CHART_LABEL_MAX))
      .min(1, 'rules.required')
      .max(CHART_CATEGORIES_MAX, 'rules.invalid'),
    /** Empty, or one Arabic name per category (an empty one shows the English). */
    categories_ara: z
      .array(optionalText(CHART_LABEL_MAX))
      .max(CHART_CATEGORIES_MAX, 'rules.invalid'),
    series: z
      .array(
        z.object({
          name: required(CHART_LABEL_MAX),
          name_ara: optionalText(CHART_LABEL_MAX),
          data: z.array(value).max(CHART_CATEGORIES_MAX, 'rules.invalid'),
        }),
      )
      .min(1, 'rules.required')
      .max(CHART_SERIES_MAX, 'rules.invalid'),
  })
  .superRefine((chart, context) => {
    const count = chart.categories.length;
    if (chart.categories_ara.length > 0 && chart.categories_ara.length !== count) {
      context.addIssue({ code: 'custom', path: ['categories_ara'], message: 'rules.invalid' });
    }
    chart.series.forEach((series, index) => {
      if (series.data.length !== count) {
        context.addIssue({
          code: 'custom',
          path: ['series', index, 'data'],
          message: 'StatisticsAdmin.errors.valuesPerSeries',
        });
      }
    });
  });
export type ChartInput = z.infer<typeof chartInputSchema>;

const publisherSchema = z.object({ title: required(200), title_ara: optionalText(200) });

/** POST /api/staff/statistics and PUT /api/staff/statistics/{id}. */
export const statisticInputSchema = inputSchema(statistics, {
  type: z.enum(DATA_TYPES, { error: 'rules.required' }),
  title_eng: required(300),
  title_ara: required(300),
  subject_eng: optionalText(300),
  subject_ara: optionalText(300),
  date: daySchema,
  publishers: z.array(publisherSchema).max(10, 'rules.invalid'),
  survey_period: optionalText(100),
  comment_eng: optionalText(1000),
  comment_ara: optionalText(1000),
  description_eng: optionalText(4000),
  description_ara: optionalText(4000),
  premium: z.boolean(),
  industries: z.array(id).max(20, 'rules.invalid').refine(unique, 'rules.invalid'),
  geolocations: z.array(id).max(20, 'rules.invalid').refine(unique, 'rules.invalid'),
  hs_codes: z
    .array(z.string().trim().regex(STORED_HS_CODE_PATTERN, 'StatisticsAdmin.errors.hsCode'))
    .max(20, 'rules.invalid')
    .refine(unique, 'rules.invalid'),
})
  .extend({
    /** Shown to members (status 1); a draft (0) is kept for later. */
    published: z.boolean(),
    /** Stored as the specification's `data` with the Arabic names beside it. */
    chart: chartInputSchema.nullable(),
    version: versionField.optional(),
  })
  .superRefine((input, context) => {
    // A statistic is its numbers; an infographic is drawn from them. A study may have none.
    if (input.type !== 'studies' && input.chart === null) {
      context.addIssue({
        code: 'custom',
        path: ['chart'],
        message: 'StatisticsAdmin.errors.chart',
      });
    }
  });
export type StatisticInput = z.infer<typeof statisticInputSchema>;

/** A chart as stored (lib/db/schema/market-information.ts `StatisticChart`). */
const storedChartSchema = z.object({
  data: z.object({
    categories: z.array(z.string()),
    series: z.array(
      z.object({ name: z.string(), name_ara: z.string().optional(), data: z.array(z.number()) }),
    ),
  }),
  kind: z.enum(['bar', 'line']).optional(),
  unit_eng: z.string().optional(),
  unit_ara: z.string().optional(),
  categories_ara: z.array(z.string()).optional(),
});

/** A statistic as the console reads it: every stored field, both languages (the JSON's shapes). */
export const statisticRecordSchema = rowSchema(statistics, {
  publishers: z.array(z.object({ title: z.string(), title_ara: z.string().optional() })),
  industries: z.array(z.number().int()),
  geolocations: z.array(z.number().int()),
  hs_codes: z.array(z.string()),
  chart: storedChartSchema.nullable(),
}).omit({ created_at: true, updated_at: true });
export type StatisticRecord = z.infer<typeof statisticRecordSchema>;

/** GET /api/staff/statistics: a search in both languages and a type. */
export const staffStatisticsQuerySchema = z.object({
  q: z.string().trim().max(STATISTICS_SEARCH_MAX, 'rules.invalid').optional(),
  type: absentWhenEmpty(z.enum(DATA_TYPES, { error: 'rules.invalid' })),
});
export type StaffStatisticsQuery = z.infer<typeof staffStatisticsQuerySchema>;

/** /admin/statistics: the staff list's filters and the page the console shows. */
export const statisticConsoleQuerySchema = staffStatisticsQuerySchema.extend(
  pageQuery({
    maxPage: 1000,
    sizes: STATISTICS_CONSOLE_PAGE_SIZES,
    defaultSize: STATISTICS_CONSOLE_PAGE_SIZE,
  }),
);
export type StatisticConsoleQuery = z.infer<typeof statisticConsoleQuerySchema>;
