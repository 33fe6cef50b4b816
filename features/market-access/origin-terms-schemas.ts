import { z } from 'zod';

import { sourceSchema } from './source-schema';

// Issue 57: the terms of an agreement's rules of origin that its general figures do not hold (the
// revised PEM rules as applied with Jordan for the EU and EFTA; the Jordan–Singapore and
// Canada–Jordan agreements' general rules), each statement with its sources and the day the
// portal read them. `check` marks what no source read here settles: the text says what the
// exporter must check and where.

/** `sg_fta_textile`: the Singapore agreement for a good of chapters 50 to 63 (Article 3.3). */
export const ORIGIN_SCHEMES = [
  'pem_revised',
  'pem_efta',
  'sg_fta',
  'sg_fta_textile',
  'ca_fta',
] as const;
export const originSchemeSchema = z.enum(ORIGIN_SCHEMES);
export type OriginScheme = z.infer<typeof originSchemeSchema>;

export const originTermSchema = z.object({
  /** The statement's key: its title is `ProductRules.originTerms.{id}`. */
  id: z.string(),
  text_en: z.string(),
  text_ar: z.string(),
  sources: z.array(sourceSchema),
  /** YYYY-MM-DD: the day the portal read the sources. */
  checked_on: z.string(),
  /** True: not settled by a source read here; the text says what to check and where. */
  check: z.boolean(),
});
export type OriginTerm = z.infer<typeof originTermSchema>;

export const originTermsShape = {
  scheme: originSchemeSchema.nullable().optional(),
  origin_terms: z.array(originTermSchema).optional(),
};
