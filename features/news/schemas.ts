import { z } from 'zod';

export const newsItemSchema = z.object({
  id: z.number().int(),
  DESCRIPTION_ENG: z.string(),
  DESCRIPTION_ARA: z.string(),
  TARIFF_ENG: z.string(),
  TARIFF_ARA: z.string(),
  image: z.string(),
  news_date: z.string(),
  status: z.number().int(),
  meta_description_en: z.string(),
  meta_description_ar: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type NewsItem = z.infer<typeof newsItemSchema>;
