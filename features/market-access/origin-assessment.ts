import type { LegalStatus } from '@/features/agreements/constants';

import type { AppliedRule, GeneralOriginRule } from './schemas';

// The rules-of-origin self-assessment (issue 37): the exporter's answers read against the rule that
// applies to the product under one agreement. A guide, never a ruling: where the rule's figures are
// missing, the rule is a heading's text, or an answer is "not sure", the outcome is to check with
// the agency. Pure, so the API, the page and the unit tests share it.

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

export type AssessmentAnswers = {
  /** % of the ex-works price: materials not from Jordan (from the partner, cumulation partners or elsewhere). */
  non_originating_percent: number;
  /** % of the ex-works price: the part of those materials from the partner or other cumulation partners. */
  cumulation_percent: number;
  /** ISO 3166-1 alpha-2 of the countries that supplied that part. */
  cumulation_countries: string[];
  classification_change: ClassificationChange;
};

/** A reason: a message key under `OriginAssessment.reasons` and its values. */
export type AssessmentReason = { key: string; values: Record<string, string | number> };

export type Assessment = { outcome: AssessmentOutcome; reasons: AssessmentReason[] };

type Verdict = 'met' | 'not_met' | 'unknown';

const SHIFT_ORDER = ['subheading', 'heading', 'chapter'] as const;

const round = (value: number) => Math.round(value * 100) / 100;

/** The share of the ex-works price that counts as non-originating, with the cumulation reasons. */
function nonOriginatingOf(rule: GeneralOriginRule, answers: AssessmentAnswers) {
  const reasons: AssessmentReason[] = [];
  if (answers.cumulation_percent === 0 || answers.cumulation_countries.length === 0) {
    return { share: answers.non_originating_percent, reasons };
  }
  const allowed = new Set(rule.cumulation_partners);
  const outside = answers.cumulation_countries.filter((code) => !allowed.has(code));
  if (outside.length > 0) {
    // The share is given for all of them together: without a split none of it can be counted.
    reasons.push({ key: 'cumulationRefused', values: { countries: outside.join(', ') } });
    return { share: answers.non_originating_percent, reasons };
  }
  reasons.push({
    key: 'cumulationCounted',
    values: {
      countries: answers.cumulation_countries.join(', '),
      percent: round(answers.cumulation_percent),
    },
  });
  return {
    share: round(Math.max(0, answers.non_originating_percent - answers.cumulation_percent)),
    reasons,
  };
}

function valueVerdict(
  rule: GeneralOriginRule,
  nonOriginating: number,
): { verdict: Verdict; reason: AssessmentReason } {
  if (rule.value_kind === null || rule.value_percent === null) {
    return { verdict: 'unknown', reason: { key: 'valueRuleMissing', values: {} } };
  }
  const limit = rule.value_percent;
  if (rule.value_kind === 'max_non_originating') {
    const met = nonOriginating <= limit;
    return {
      verdict: met ? 'met' : 'not_met',
      reason: {
        key: met ? 'nonOriginatingWithin' : 'nonOriginatingOver',
        values: { share: nonOriginating, limit },
      },
    };
  }
  const originating = round(100 - nonOriginating);
  const met = originating >= limit;
  return {
    verdict: met ? 'met' : 'not_met',
    reason: {
      key: met ? 'originatingEnough' : 'originatingShort',
      values: { share: originating, limit, kind: rule.value_kind },
    },
  };
}

function shiftVerdict(
  rule: GeneralOriginRule,
  change: ClassificationChange,
): { verdict: Verdict; reason: AssessmentReason | null } {
  const shift = rule.tariff_shift;
  if (shift === null)
    return { verdict: 'unknown', reason: { key: 'shiftRuleMissing', values: {} } };
  if (shift === 'none') return { verdict: 'met', reason: null };
  if (shift === 'substantial_transformation') {
    // A new and different article is a judgement on the facts, not a digit count.
    return { verdict: 'unknown', reason: { key: 'substantialTransformation', values: {} } };
  }
  if (change === 'not_sure') {
    return { verdict: 'unknown', reason: { key: 'shiftNotSure', values: { level: shift } } };
  }
  const met = change !== 'none' && SHIFT_ORDER.indexOf(change) >= SHIFT_ORDER.indexOf(shift);
  return {
    verdict: met ? 'met' : 'not_met',
    reason: { key: met ? 'shiftMet' : 'shiftNotMet', values: { level: shift } },
  };
}

/**
 * The outcome of the answers under an agreement's applicable rule: likely not when a figure fails,
 * else check with the agency when anything could not be read, else likely qualifies.
 */
export function assessOrigin(
  rule: AppliedRule | null,
  status: LegalStatus,
  answers: AssessmentAnswers,
): Assessment {
  if (status === 'suspended' || status === 'terminated') {
    return {
      outcome: 'likely_not',
      reasons: [
        { key: status === 'suspended' ? 'agreementSuspended' : 'agreementTerminated', values: {} },
      ],
    };
  }
  const reasons: AssessmentReason[] =
    status === 'signed' ? [{ key: 'agreementSigned', values: {} }] : [];
  if (rule === null) {
    return { outcome: 'check_with_agency', reasons: [...reasons, { key: 'noRule', values: {} }] };
  }
  if (rule.kind === 'specific') {
    return {
      outcome: 'check_with_agency',
      reasons: [...reasons, { key: 'specificRule', values: { code: rule.code } }],
    };
  }
  const nonOriginating = nonOriginatingOf(rule, answers);
  const value = valueVerdict(rule, nonOriginating.share);
  const shift = shiftVerdict(rule, answers.classification_change);
  reasons.push(...nonOriginating.reasons, value.reason);
  if (shift.reason) reasons.push(shift.reason);
  const verdicts = [value.verdict, shift.verdict];
  const outcome: AssessmentOutcome = verdicts.includes('not_met')
    ? 'likely_not'
    : verdicts.includes('unknown') || status === 'signed'
      ? 'check_with_agency'
      : 'likely_qualifies';
  return { outcome, reasons };
}
