import { z } from 'zod';

/** Where a figure comes from: its name in both languages, its address and the day it states. */
export const sourceSchema = z.object({
  name_en: z.string(),
  name_ar: z.string(),
  url: z.string(),
  /** YYYY-MM-DD: the day of the source, or of the fact it states; null when not given. */
  date: z.string().nullable(),
});
export type Source = z.infer<typeof sourceSchema>;
