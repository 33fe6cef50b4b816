import { z } from 'zod';

// The shapes a rule of origin takes beyond an agreement's general rule (issue 46): the UK–Jordan
// product-specific rules imported from the UK Trade Tariff (`kind: 'product_specific'`), and the
// Jordan–US FTA's terms the general rule carries for the US (its 15 % cap on US materials, its
// textile rule). Apart from schemas.ts, which composes them into the market-access answer.

const citedSource = z.object({
  name_en: z.string(),
  name_ar: z.string(),
  url: z.string(),
  /** YYYY-MM-DD; null when not given. */
  date: z.string().nullable(),
  /** Issue 57: when it was checked, and by when it must be again. */
  checked_on: z.string().nullable().optional(),
  review_by: z.string().nullable().optional(),
});

export const ukRuleCapSchema = z.object({
  percent: z.number(),
  /** all: every non-originating material; named: the materials the text names; tolerance: the named materials a classification condition lets in; minimum: of originating materials. */
  scope: z.enum(['all', 'named', 'tolerance', 'minimum']),
});

export const ukRuleAnswerSchema = z.object({
  position: z.number().int(),
  /** Null for the first rule; "or" before each alternative. */
  operator: z.string().nullable(),
  /** As published: Markdown in English, links relative to the UK Trade Tariff site. */
  text: z.string(),
  classes: z.array(z.string()),
  /** The cap on all non-originating materials read from the text (MAXNOM), if any. */
  percent: z.number().nullable(),
  caps: z.array(ukRuleCapSchema),
});
export type UkRuleAnswer = z.infer<typeof ukRuleAnswerSchema>;

export const ukRuleSetAnswerSchema = z.object({
  heading: z.string(),
  chapter: z.number().int(),
  subdivision: z.string(),
  min: z.string(),
  max: z.string(),
  rules: z.array(ukRuleAnswerSchema),
});
export type UkRuleSetAnswer = z.infer<typeof ukRuleSetAnswerSchema>;

export const productSpecificRuleSchema = z.object({
  kind: z.literal('product_specific'),
  agreement_id: z.number().int(),
  /** The code asked (2, 4 or 6 digits). */
  code: z.string(),
  /** The rule sets whose range covers the code; several: the exporter picks the one describing the product. */
  sets: z.array(ukRuleSetAnswerSchema),
  /** The scheme's proofs of origin as published (EUR.1, EUR-MED, origin declaration and its threshold). */
  proofs: z.array(z.object({ proof_class: z.string(), summary: z.string(), subtext: z.string() })),
  /** The scheme's cumulation as published (`EU` for its members; XK and XS are the UK's codes). */
  cumulation: z.object({ bilateral: z.array(z.string()), extended: z.array(z.string()) }),
  /** The same as ISO 3166-1 alpha-2 codes: whose materials the self-assessment counts as originating. */
  cumulation_partners: z.array(z.string()),
  /** The agreement's general rule's texts, where staff entered them. */
  cumulation_en: z.string(),
  cumulation_ar: z.string(),
  notes_en: z.string(),
  notes_ar: z.string(),
  ord: z.object({ title: z.string(), version: z.string(), date: z.string() }),
  /** The portal's Arabic summary of the proofs and the cumulation (not an official text). */
  summary_ar: z.object({ proofs: z.string(), cumulation: z.string() }).nullable(),
  links: z.array(z.object({ text: z.string(), url: z.string() })),
  source: citedSource,
  /** The product's page on the UK Trade Tariff (its rules of origin with Jordan). */
  page_url: z.string(),
});
export type ProductSpecificRule = z.infer<typeof productSpecificRuleSchema>;

/** The Jordan–US FTA's cap on US materials in the 35 % (19 CFR 10.710(b)). */
export const partnerValueCapSchema = z.object({
  country: z.string(),
  percent: z.number(),
  text_en: z.string(),
  text_ar: z.string(),
  sources: z.array(citedSource),
});
export type PartnerValueCap = z.infer<typeof partnerValueCapSchema>;

/** The Jordan–US FTA's rule for textile and apparel goods (chapters 50–63; 19 CFR 10.709(c), 102.21). */
export const textileRuleSchema = z.object({
  text_en: z.string(),
  text_ar: z.string(),
  sources: z.array(citedSource),
});
export type TextileRule = z.infer<typeof textileRuleSchema>;

/** What the general rule carries for a partner with terms of its own (the US); absent elsewhere. */
export const partnerTermsShape = {
  value_cap: partnerValueCapSchema.nullable().optional(),
  textile_rule: textileRuleSchema.nullable().optional(),
};
