import { z } from 'zod';

import { versionField, versionSchema } from '@/lib/validation/version';

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
  version: versionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});

export type NewsItem = z.infer<typeof newsItemSchema>;

/** What staff may change on a news item; absent fields stay as they are. */
export const newsUpdateSchema = z
  .object({
    DESCRIPTION_ENG: z.string().trim().min(1, 'rules.required').max(300, 'rules.invalid'),
    DESCRIPTION_ARA: z.string().trim().min(1, 'rules.required').max(300, 'rules.invalid'),
    TARIFF_ENG: z.string().max(100_000, 'rules.invalid'),
    TARIFF_ARA: z.string().max(100_000, 'rules.invalid'),
    news_date: z.iso.date('rules.invalid'),
    status: z.union([z.literal(0), z.literal(1)]),
    meta_description_en: z.string().max(300, 'rules.invalid'),
    meta_description_ar: z.string().max(300, 'rules.invalid'),
  })
  .partial()
  .extend({ version: versionField.optional() })
  .refine(({ version: _version, ...changes }) => Object.keys(changes).length > 0, 'rules.required');

export type NewsUpdate = z.infer<typeof newsUpdateSchema>;
