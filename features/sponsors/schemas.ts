import { z } from 'zod';

export const sponsorSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  DESCRIPTION_ENG: z.string(),
  DESCRIPTION_ARA: z.string(),
  TARIFF_ENG: z.string(),
  TARIFF_ARA: z.string(),
  TARIFF_FILE: z.string(),
  TARIFF_FILE_ARA: z.string(),
  link: z.string(),
  link_ara: z.string(),
  date_end: z.string(),
  status: z.number().int(),
  meta_description_en: z.string(),
  meta_description_ar: z.string(),
});

export type Sponsor = z.infer<typeof sponsorSchema>;
