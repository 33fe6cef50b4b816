import { z } from 'zod';

import { INDICATOR_DATASETS } from '@/lib/db/schema/market-indicators';

// GET /api/market-indicators/datasets (issue 58): the open data the portal imports for its market
// indicators, each with its source, licence, day and the rows the portal holds of it (the open-data
// catalogue's distribution of these datasets).

export const indicatorDatasetSchema = z.object({
  dataset: z.enum(INDICATOR_DATASETS),
  name_en: z.string(),
  name_ar: z.string(),
  url: z.string(),
  licence: z.string(),
  /** The licence's text. */
  licence_url: z.string(),
  /** YYYY-MM-DD: the day of the copy imported (its commit). */
  source_date: z.string().nullable(),
  /** YYYY-MM-DD: the day it was copied and reviewed. */
  checked_on: z.string().nullable(),
  rows: z.number().int(),
  imported_at: z.string(),
});
export type IndicatorDatasetInfo = z.infer<typeof indicatorDatasetSchema>;

export const indicatorDatasetsAnswerSchema = z.object({ data: z.array(indicatorDatasetSchema) });
