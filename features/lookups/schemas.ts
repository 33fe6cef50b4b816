import { z } from 'zod';

// part 1 §3 "Country", part 3 §3 "Lookups" and part 3 §6: the reference lists the enquiry forms read.

export const countrySchema = z.object({
  id: z.number().int(),
  name_eng: z.string(),
  name_ara: z.string(),
  code_3: z.string(),
});

/** A sector; `iid` is the id the forms send as `industry`. */
export const industrySchema = z.object({
  iid: z.number().int(),
  name_eng: z.string(),
  name_ara: z.string(),
  image: z.string(),
});

export const positionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: z.object({ en: z.string(), ar: z.string() }),
});

/** Client types and barrier types share this shape. */
export const namedLookupSchema = z.object({
  id: z.number().int(),
  name_eng: z.string(),
  name_ara: z.string(),
});

/** One statement of the readiness survey, answered on the five-point agreement scale. */
export const readinessQuestionSchema = z.object({
  id: z.number().int(),
  question_eng: z.string(),
  question_ara: z.string(),
  section_eng: z.string(),
  section_ara: z.string(),
  sort_order: z.number().int(),
});

export type Country = z.infer<typeof countrySchema>;
export type Industry = z.infer<typeof industrySchema>;
export type Position = z.infer<typeof positionSchema>;
export type NamedLookup = z.infer<typeof namedLookupSchema>;
export type ReadinessQuestion = z.infer<typeof readinessQuestionSchema>;
