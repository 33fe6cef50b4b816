import { z } from 'zod';

import { hsCodeResultSchema } from '@/features/hs-codes/schemas';
import { bilingualText } from '@/lib/validation/bilingual';

import { ASSESSMENT_OUTCOMES, CLASSIFICATION_CHANGES, CONDITION_ANSWERS } from './assessment-types';
import { CUMULATION_PARTNERS_MAX } from './constants';
import { alpha2Schema, appliedRuleSchema, hsQuerySchema, legalStatusSchema } from './schemas';

// The rules-of-origin self-assessment (issue 37): the exporter's answers, the request and the
// answer of POST /api/market-access/assessment, shared by the page's form.

const percentSchema = z
  .number({ error: 'rules.invalid' })
  .finite('rules.invalid')
  .min(0, 'OriginAssessment.errors.percent')
  .max(100, 'OriginAssessment.errors.percent');

/** The most rule sets one range holds is 6; the most rules one set holds, 3. */
const RULE_SETS_MAX = 50;
const RULE_ANSWERS_MAX = 10;

const conditionAnswer = z.enum(CONDITION_ANSWERS, { error: 'rules.invalid' });

export const assessmentAnswersSchema = z
  .object({
    non_originating_percent: percentSchema.describe(
      'Materials not from Jordan (from the partner, cumulation partners or elsewhere), % of the ex-works price',
    ),
    cumulation_percent: percentSchema.describe(
      'The part of those materials from the partner or other cumulation partners, % of the ex-works price',
    ),
    cumulation_countries: z
      .array(alpha2Schema)
      .max(CUMULATION_PARTNERS_MAX, 'rules.invalid')
      .refine((codes) => new Set(codes).size === codes.length, 'rules.invalid')
      .describe('ISO 3166-1 alpha-2 of the countries that supplied that part'),
    classification_change: z
      .enum(CLASSIFICATION_CHANGES, { error: 'rules.invalid' })
      .describe('How far the HS classification changes between the materials and the product'),
    rule_set: z
      .number({ error: 'rules.invalid' })
      .int('rules.invalid')
      .min(0, 'rules.invalid')
      .max(RULE_SETS_MAX, 'rules.invalid')
      .optional()
      .describe(
        'A product-specific rule with several rule sets: the one describing the product (0 first, in the order of rule_of_origin.sets)',
      ),
    rule_answers: z
      .array(conditionAnswer)
      .max(RULE_ANSWERS_MAX, 'rules.invalid')
      .optional()
      .describe(
        'Per rule of the chosen set (0 first): whether the exporter can show what its text asks that the figures cannot decide',
      ),
    wholly_assembled: conditionAnswer
      .optional()
      .describe(
        'US textile and apparel goods (chapters 50–63): wholly assembled in Jordan (19 CFR 102.21)',
      ),
  })
  .refine((answers) => answers.cumulation_percent <= answers.non_originating_percent, {
    message: 'OriginAssessment.errors.cumulationShare',
    path: ['cumulation_percent'],
  })
  .refine(
    (answers) => answers.cumulation_percent === 0 || answers.cumulation_countries.length > 0,
    { message: 'OriginAssessment.errors.cumulationCountries', path: ['cumulation_countries'] },
  );
export type AssessmentAnswersInput = z.output<typeof assessmentAnswersSchema>;

export const assessmentRequestSchema = z.object({
  hs: hsQuerySchema.describe('An HS code of the 2022 nomenclature in any spelling'),
  country: alpha2Schema
    .refine((code) => code !== 'JO', { message: 'MarketAccess.errors.jordan' })
    .describe('The partner (importing) country, ISO 3166-1 alpha-2'),
  agreementId: z
    .number({ error: 'rules.invalid' })
    .int('rules.invalid')
    .positive('rules.invalid')
    .describe('One of the agreements GET /api/market-access lists for the code and the partner'),
  answers: assessmentAnswersSchema,
});
export type AssessmentRequest = z.output<typeof assessmentRequestSchema>;

export const assessmentReasonSchema = z.object({
  /** A message key under `OriginAssessment.reasons`. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const assessmentAnswerSchema = z.object({
  outcome: z.enum(ASSESSMENT_OUTCOMES),
  reasons: z.array(assessmentReasonSchema),
  code: hsCodeResultSchema,
  partner: z.object({ country_code: z.string(), name_en: z.string(), name_ar: z.string() }),
  agreement: z.object({
    id: z.number().int(),
    ...bilingualText('title'),
    legal_status: legalStatusSchema,
  }),
  /** The rule read, with its source and date; null when none was entered. */
  rule: appliedRuleSchema.nullable(),
  answers: assessmentAnswersSchema,
  assessed_at: z.string(),
});
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;
