import { z } from 'zod';

/** One duty as the tariff provider writes it. */
export const dutyFigureSchema = z.object({
  text: z.string(),
  measure: z.string(),
  agreement: z.string().optional(),
});

/** The partner's tariff for the code, as the provider published it. */
export const providerDutiesSchema = z.object({
  /** The code the provider answered for (a 10-digit line chosen under the HS code asked). */
  code: z.string(),
  mfn: dutyFigureSchema.nullable(),
  preferential: dutyFigureSchema.nullable(),
  source: z.object({ name_en: z.string(), name_ar: z.string(), url: z.string() }),
  retrieved_at: z.string(),
});
export type ProviderDuties = z.infer<typeof providerDutiesSchema>;
