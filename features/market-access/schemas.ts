import { z } from 'zod';

import { LEGAL_STATUSES } from '@/features/agreements/constants';
import { hsCodeResultSchema } from '@/features/hs-codes/schemas';
import { agreementHeadings, agreementOriginRules } from '@/lib/db/schema/market-access';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { hsCodeQuery } from '@/lib/hs/hs-query-schema';
import { hsRequestedSchema, hsSuccessorsAnswerSchema } from '@/lib/hs/older-code-schemas';
import { bilingualText } from '@/lib/validation/bilingual';
import { optionalText } from '@/lib/validation/content-fields';
import { isCalendarDay } from '@/lib/validation/rules';

import {
  CUMULATION_PARTNERS_MAX,
  DUTY_TEXT_MAX,
  ORIGIN_PROOFS,
  RULE_TEXT_MAX,
  SOURCE_NAME_MAX,
  TARIFF_SHIFTS,
  VALUE_KINDS,
} from './constants';
import { additionalDutySchema, enteredDutySchema } from './duty-schemas';
import { mfnTariffSchema } from './mfn-schemas';
import { originTermsShape } from './origin-terms-schemas';
import { partnerTermsShape, productSpecificRuleSchema } from './product-rule-schemas';
import { providerDutiesSchema } from './provider-duties-schema';
import { SOURCE_COLUMN_KEYS, sourceSchema } from './source-schema';

// Market access for a product and a partner (issue 37): the query, the answer, and the shape of an
// agreement's general rule of origin (stored, answered, and as staff or an import send it).

const KNOWN_COUNTRIES = new Set(ALPHA2_CODES);

/** A country as ISO 3166-1 alpha-2, in either case (stored and answered in capitals). */
export const alpha2Schema = z
  .string({ error: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .refine((value) => /^[A-Za-z]{2}$/.test(value) && KNOWN_COUNTRIES.has(value.toUpperCase()), {
    message: 'MarketAccess.errors.country',
  })
  .transform((value) => value.toUpperCase());

export { sourceSchema, type Source } from './source-schema';
export {
  additionalDutySchema,
  dutyScopeSchema,
  enteredDutySchema,
  type AdditionalDuty,
  type DutyScope,
  type EnteredDuty,
} from './duty-schemas';

// ----- an agreement's general rule of origin -----

export const valueKindSchema = z.enum(VALUE_KINDS);
export const tariffShiftSchema = z.enum(TARIFF_SHIFTS);
export const originProofSchema = z.enum(ORIGIN_PROOFS);
export type ValueKind = z.infer<typeof valueKindSchema>;
export type TariffShift = z.infer<typeof tariffShiftSchema>;
export type OriginProof = z.infer<typeof originProofSchema>;

/**
 * One agreement's general rule of origin as stored and answered. A null (and an empty text or
 * list) is a figure nobody has entered: the page says "not available, ask the agency".
 */
export const generalOriginRuleSchema = rowSchema(agreementOriginRules, {
  value_kind: valueKindSchema.nullable(),
  value_percent: z.number().nullable(),
  tariff_shift: tariffShiftSchema.nullable(),
  /** ISO 3166-1 alpha-2 of the partners whose materials count as originating. */
  cumulation_partners: z.array(z.string()),
  proofs: z.array(originProofSchema).nullable(),
})
  .omit({ ...SOURCE_COLUMN_KEYS, created_at: true, updated_at: true })
  .extend({ source: sourceSchema });
export type GeneralOriginRule = z.infer<typeof generalOriginRuleSchema>;

/** A calendar day, YYYY-MM-DD, that exists; null when not known. */
export const daySchema = z.string().trim().refine(isCalendarDay, 'rules.invalid').nullable();

/** A web address (https or http), or empty. */
export const sourceUrlSchema = optionalText(500).refine(
  (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'rules.url',
);

/** A source as staff (or an import) give it. */
export const sourceInputSchema = z.object({
  name_en: optionalText(SOURCE_NAME_MAX),
  name_ar: optionalText(SOURCE_NAME_MAX),
  url: sourceUrlSchema,
  date: daySchema,
  /** Issue 57: when the figure was checked, and by when it must be again (absent: unchanged). */
  checked_on: daySchema.optional(),
  review_by: daySchema.optional(),
});

/** An agreement's general rule as staff or an import send it (the next parts' editor and CSV). */
export const generalOriginRuleInputSchema = inputSchema(agreementOriginRules, {
  value_kind: valueKindSchema.nullable(),
  value_percent: z.number().min(0, 'rules.invalid').max(100, 'rules.invalid').nullable(),
  tariff_shift: tariffShiftSchema.nullable(),
  cumulation_en: optionalText(RULE_TEXT_MAX),
  cumulation_ar: optionalText(RULE_TEXT_MAX),
  cumulation_partners: z
    .array(alpha2Schema)
    .max(CUMULATION_PARTNERS_MAX, 'rules.invalid')
    .refine((codes) => new Set(codes).size === codes.length, 'rules.invalid'),
  proofs: z
    .array(originProofSchema)
    .min(1, 'rules.required')
    .refine((proofs) => new Set(proofs).size === proofs.length, 'rules.invalid')
    .nullable(),
  notes_en: optionalText(RULE_TEXT_MAX),
  notes_ar: optionalText(RULE_TEXT_MAX),
})
  .extend({ source: sourceInputSchema })
  // A kind without its percent (or a percent without its kind) says half a rule.
  .refine((rule) => (rule.value_kind === null) === (rule.value_percent === null), {
    message: 'rules.invalid',
    path: ['value_percent'],
  });
export type GeneralOriginRuleInput = z.infer<typeof generalOriginRuleInputSchema>;

/** An agreement's terms for a heading (4 digits) or subheading (6) as staff or an import send them. */
export const headingTermsInputSchema = inputSchema(agreementHeadings, {
  hs_code: z
    .string({ error: 'rules.required' })
    .trim()
    .transform((value, context) => {
      const digits = hsDigitsOf(value);
      if (digits === null || (digits.length !== 4 && digits.length !== 6)) {
        context.addIssue({ code: 'custom', message: 'MarketAccess.errors.heading' });
        return z.NEVER;
      }
      return digits;
    }),
  preferential_duty_en: optionalText(DUTY_TEXT_MAX),
  preferential_duty_ar: optionalText(DUTY_TEXT_MAX),
  specific_rule_en: optionalText(RULE_TEXT_MAX),
  specific_rule_ar: optionalText(RULE_TEXT_MAX),
  sample: z.boolean({ error: 'rules.invalid' }),
}).extend({ source: sourceInputSchema });
export type HeadingTermsInput = z.infer<typeof headingTermsInputSchema>;

// ----- GET /api/market-access -----

/** A code in any of its spellings (15.09, 1509 10, ١٥٠٩, a national line cut to 6 digits). */
export const hsQuerySchema = hsCodeQuery('MarketAccess.errors.code');

export const marketAccessQuerySchema = z.object({
  hs: hsQuerySchema.describe(
    'An HS code of the 2022 nomenclature in any spelling: 1509, 15.09, 1509.20, 150920, a ' +
      'national line of 8 or 10 digits (read as its first 6)',
  ),
  country: alpha2Schema
    .refine((code) => code !== 'JO', { message: 'MarketAccess.errors.jordan' })
    .describe('The partner (importing) country, ISO 3166-1 alpha-2'),
});
export type MarketAccessQuery = z.output<typeof marketAccessQuerySchema>;

export const legalStatusSchema = z.enum(LEGAL_STATUSES);

/** The rule that applies: the UK's imported product-specific rules, a heading's specific rule staff entered, else the general. */
export const appliedRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('specific'),
    code: z.string(),
    text_en: z.string(),
    text_ar: z.string(),
    sample: z.boolean(),
    source: sourceSchema,
  }),
  generalOriginRuleSchema.extend({
    kind: z.literal('general'),
    ...partnerTermsShape,
    ...originTermsShape,
  }),
  productSpecificRuleSchema,
]);
export type AppliedRule = z.infer<typeof appliedRuleSchema>;

export const marketAccessAgreementSchema = z.object({
  id: z.number().int(),
  ...bilingualText('title'),
  link: z.string(),
  legal_status: z.object({
    status: legalStatusSchema,
    note_en: z.string(),
    note_ar: z.string(),
    /** Null when no note was entered. */
    source: sourceSchema.nullable(),
  }),
  /**
   * The most specific entered duty (the subheading's, else the heading's), else the agreement-wide
   * fact that covers the code (issue 46); null: none known.
   */
  preferential_duty: enteredDutySchema.nullable(),
  /**
   * Issue 57: where a heading's own row gives the preferential duty, the agreement-wide fact that
   * covers the code all the same, so its caveats are never hidden; null otherwise.
   */
  agreement_wide: enteredDutySchema.nullable().optional(),
  /** Issue 57: the duties the partner charges outside the agreement on the code (or part of it). */
  additional_duties: z.array(additionalDutySchema).optional(),
  /** The tariff provider's figures, for an agreement in force with a partner it covers. */
  tariff: providerDutiesSchema.nullable(),
  /** Null: no rule entered for the agreement, general or specific. */
  rule_of_origin: appliedRuleSchema.nullable(),
});
export type MarketAccessAgreement = z.infer<typeof marketAccessAgreementSchema>;

export const marketAccessAnswerSchema = z.object({
  partner: z.object({
    country_code: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    /** The partner's page on the agreements map (/fta-country-agreement/{id}), when visible. */
    country_page_id: z.number().int().nullable(),
  }),
  code: hsCodeResultSchema,
  agreements: z.array(marketAccessAgreementSchema),
  /** The partner's general (MFN) duty from its imported tariff (issue 46); null: none covers it. */
  mfn_tariff: mfnTariffSchema.nullable().optional(),
});
export type MarketAccessAnswer = z.infer<typeof marketAccessAnswerSchema>;

/** The API's 200 (issue 45): the answer (for an older code's only successor: `requested`), or an older code's successors. */
export const marketAccessOrSuccessorsSchema = z.union([
  marketAccessAnswerSchema.extend({ requested: hsRequestedSchema.optional() }),
  hsSuccessorsAnswerSchema,
]);
