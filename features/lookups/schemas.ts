import { z } from 'zod';

import { bilingualText } from '@/lib/validation/bilingual';

// part 1 §3 "Country", part 3 §3 "Lookups" and part 3 §6: the reference lists the enquiry forms read.

export const countrySchema = z.object({
  id: z.number().int(),
  ...bilingualText('name'),
  code_3: z.string(),
});

/** A sector; `iid` is the id the forms send as `industry`. */
export const industrySchema = z.object({
  iid: z.number().int(),
  ...bilingualText('name'),
  image: z.string(),
  kind: z.enum(['products', 'services']),
});

export const positionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: z.object({ en: z.string(), ar: z.string() }),
});

/** Client types and barrier types share this shape. */
export const namedLookupSchema = z.object({
  id: z.number().int(),
  ...bilingualText('name'),
});

/** One statement of the readiness survey, answered on the five-point agreement scale. */
export const readinessQuestionSchema = z.object({
  id: z.number().int(),
  ...bilingualText('question', 'section'),
  sort_order: z.number().int(),
});

/** part 2 §3 "Subsector": `ind_id` is its sector's `iid`. */
export const subIndustrySchema = z.object({
  id: z.number().int(),
  ind_id: z.number().int(),
  SUB_NAME_ENG: z.string(),
  SUB_NAME_ARA: z.string(),
});

export type SubIndustry = z.infer<typeof subIndustrySchema>;
export type Country = z.infer<typeof countrySchema>;
export type Industry = z.infer<typeof industrySchema>;
export type Position = z.infer<typeof positionSchema>;
export type NamedLookup = z.infer<typeof namedLookupSchema>;
export type ReadinessQuestion = z.infer<typeof readinessQuestionSchema>;
