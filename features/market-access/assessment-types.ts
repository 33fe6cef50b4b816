// The rules-of-origin self-assessment's shared shapes (issue 37; issue 46 added the answers for the
// product-specific rules and the US textile rule). Pure and isomorphic.

export const ASSESSMENT_OUTCOMES = ['likely_qualifies', 'likely_not', 'check_with_agency'] as const;
export type AssessmentOutcome = (typeof ASSESSMENT_OUTCOMES)[number];

/** How far the HS classification changes between the materials and the product made in Jordan. */
export const CLASSIFICATION_CHANGES = [
  'chapter',
  'heading',
  'subheading',
  'none',
  'not_sure',
] as const;
export type ClassificationChange = (typeof CLASSIFICATION_CHANGES)[number];

/** The exporter's answer to a condition only they can show (a rule's text, a textile rule). */
export const CONDITION_ANSWERS = ['yes', 'no', 'not_sure'] as const;
export type ConditionAnswer = (typeof CONDITION_ANSWERS)[number];

export type AssessmentAnswers = {
  /** % of the ex-works price: materials not from Jordan (from the partner, cumulation partners or elsewhere). */
  non_originating_percent: number;
  /** % of the ex-works price: the part of those materials from the partner or other cumulation partners. */
  cumulation_percent: number;
  /** ISO 3166-1 alpha-2 of the countries that supplied that part. */
  cumulation_countries: string[];
  classification_change: ClassificationChange;
  /** A product-specific rule with several rule sets: the one describing the product (0 first). */
  rule_set?: number;
  /** Per rule of the chosen set (0 first): whether the exporter can show what its text asks. */
  rule_answers?: ConditionAnswer[];
  /** The US textile rule: whether the good is wholly assembled in Jordan (or else meets 19 CFR 102.21). */
  wholly_assembled?: ConditionAnswer;
};

/** A reason: a message key under `OriginAssessment.reasons` and its values. */
export type AssessmentReason = { key: string; values: Record<string, string | number> };

export type Assessment = { outcome: AssessmentOutcome; reasons: AssessmentReason[] };

export type Verdict = 'met' | 'not_met' | 'unknown';

/** The outcome of several verdicts: any failure is not met, else anything unknown is unknown. */
export const combined = (verdicts: readonly Verdict[]): Verdict =>
  verdicts.includes('not_met') ? 'not_met' : verdicts.includes('unknown') ? 'unknown' : 'met';

export const round = (value: number) => Math.round(value * 100) / 100;

/** The levels of a change of classification, narrowest first. */
export const SHIFT_ORDER = ['subheading', 'heading', 'chapter'] as const;
export type ShiftLevel = (typeof SHIFT_ORDER)[number];

/** Whether the answered change meets a rule asking for `level` (a chapter change meets all three). */
export const shiftReaches = (change: ClassificationChange, level: ShiftLevel) =>
  change !== 'none' &&
  change !== 'not_sure' &&
  SHIFT_ORDER.indexOf(change) >= SHIFT_ORDER.indexOf(level);
