import { z } from 'zod';

import { bilingualText } from '@/lib/validation/bilingual';

// part 3 §7: the datasets of the specification's search (events-, free-trade-agreements-, exports-,
// publications-, international-buyers-, pool- and news-for-global-search), public fields of
// published records only. The specification names some fields (part 3 §3 "Global search
// records"); each record also carries its id and the Arabic of every text it shows.

const id = z.number().int();

export const eventDatasetSchema = z.object({
  id,
  name: z.string(),
  name_ara: z.string(),
  description: z.string(),
  description_ara: z.string(),
  location_type: z.enum(['International event', 'Local event']),
  date_start: z.string(),
});

export const agreementDatasetSchema = z.object({
  id,
  ...bilingualText('title', 'summary'),
  signed_on: z.string().nullable(),
  in_force_on: z.string().nullable(),
});

export const exportDatasetSchema = z.object({
  id,
  name: z.string(),
  name_ara: z.string(),
  description: z.string(),
  description_ara: z.string(),
});

export const publicationDatasetSchema = z.object({
  id,
  DESCRIPTION_ENG: z.string(),
  DESCRIPTION_ARA: z.string(),
  /** The html summary (cleaned); the files stay behind the gated download route. */
  TARIFF_ENG: z.string(),
  TARIFF_ARA: z.string(),
  date_start: z.string(),
});

export const buyerDatasetSchema = z.object({
  id,
  company_registered_name: z.string(),
  company_trading_name: z.string(),
});

export const expertDatasetSchema = z.object({
  id,
  FULL_NAME: z.string(),
  FULL_NAME_ARA: z.string(),
  DESCRIPTION_ENG: z.string(),
  DESCRIPTION_ARA: z.string(),
});

export const newsDatasetSchema = z.object({
  id,
  DESCRIPTION_ENG: z.string(),
  DESCRIPTION_ARA: z.string(),
  TARIFF_ENG: z.string(),
  TARIFF_ARA: z.string(),
  news_date: z.string(),
});
