import type { LegalStatus } from '@/features/agreements/constants';

import {
  type Assessment,
  type AssessmentAnswers,
  type AssessmentOutcome,
  type AssessmentReason,
  combined,
  round,
  shiftReaches,
  type Verdict,
} from './assessment-types';
import { assessProductRule } from './product-rule-assessment';
import type { AppliedRule, GeneralOriginRule } from './schemas';
import { schemeVerdict } from './scheme-assessment';

// The rules-of-origin self-assessment (issue 37): the exporter's answers read against the rule that
// applies to the product under one agreement. A guide, never a ruling: where the rule's figures are
// missing, the rule is a heading's text, or an answer is "not sure", the outcome is to check with
// the agency. Issue 46: the UK's product-specific rules are evaluated (product-rule-assessment.ts);
// the US's 15 % cap on US materials and its textile rule; a rule without a change-of-
// classification condition is decided by its value test alone. Pure, so the API, the page and the
// unit tests share it.

export {
  ASSESSMENT_OUTCOMES,
  type Assessment,
  type AssessmentAnswers,
  type AssessmentOutcome,
  type AssessmentReason,
  CLASSIFICATION_CHANGES,
  type ClassificationChange,
  CONDITION_ANSWERS,
} from './assessment-types';

type GeneralRule = GeneralOriginRule & Extract<AppliedRule, { kind: 'general' }>;

/**
 * The share of the ex-works price that counts as non-originating, with the cumulation reasons.
 * `cap`: the most of the cumulated part that may count (the US's 15 %, 19 CFR 10.710(b)).
 */
export function nonOriginatingOf(
  partners: readonly string[],
  answers: AssessmentAnswers,
  cap: number | null = null,
) {
  const reasons: AssessmentReason[] = [];
  if (answers.cumulation_percent === 0 || answers.cumulation_countries.length === 0) {
    return { share: answers.non_originating_percent, reasons };
  }
  const allowed = new Set(partners);
  const outside = answers.cumulation_countries.filter((code) => !allowed.has(code));
  if (outside.length > 0) {
    // The share is given for all of them together: without a split none of it can be counted.
    reasons.push({ key: 'cumulationRefused', values: { countries: outside.join(', ') } });
    return { share: answers.non_originating_percent, reasons };
  }
  const given = round(answers.cumulation_percent);
  const counted = cap === null ? given : Math.min(given, cap);
  const countries = answers.cumulation_countries.join(', ');
  reasons.push(
    counted < given
      ? {
          key: 'partnerMaterialsCapped',
          values: { countries, given, counted, limit: cap ?? 0, cite: '19 CFR 10.710(b)' },
        }
      : { key: 'cumulationCounted', values: { countries, percent: given } },
  );
  return { share: round(Math.max(0, answers.non_originating_percent - counted)), reasons };
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
  rule: GeneralRule,
  answers: AssessmentAnswers,
): { verdict: Verdict; reason: AssessmentReason } {
  if (rule.textile_rule) {
    // The US textile rule (19 CFR 102.21) takes the place of the substantial transformation.
    const answer = answers.wholly_assembled ?? 'not_sure';
    const verdict: Verdict = answer === 'yes' ? 'met' : answer === 'no' ? 'not_met' : 'unknown';
    const key = { yes: 'textileMet', no: 'textileNotMet', not_sure: 'textileNotSure' }[answer];
    return { verdict, reason: { key, values: { cite: '19 CFR 102.21' } } };
  }
  const shift = rule.tariff_shift;
  if (shift === null)
    return { verdict: 'unknown', reason: { key: 'shiftRuleMissing', values: {} } };
  // No change-of-classification condition: the value test decides alone (GAFTA's 40 %).
  if (shift === 'none') return { verdict: 'met', reason: { key: 'valueDecidesAlone', values: {} } };
  if (shift === 'substantial_transformation') {
    // A new and different article is a judgement on the facts, not a digit count.
    return { verdict: 'unknown', reason: { key: 'substantialTransformation', values: {} } };
  }
  const change = answers.classification_change;
  if (change === 'not_sure') {
    return { verdict: 'unknown', reason: { key: 'shiftNotSure', values: { level: shift } } };
  }
  const met = shiftReaches(change, shift);
  return {
    verdict: met ? 'met' : 'not_met',
    reason: { key: met ? 'shiftMet' : 'shiftNotMet', values: { level: shift } },
  };
}

function ruleVerdict(
  rule: AppliedRule,
  answers: AssessmentAnswers,
): { verdict: Verdict; reasons: AssessmentReason[] } {
  if (rule.kind === 'specific') {
    return { verdict: 'unknown', reasons: [{ key: 'specificRule', values: { code: rule.code } }] };
  }
  if (rule.kind === 'product_specific') {
    const counted = nonOriginatingOf(rule.cumulation_partners, answers);
    const product = assessProductRule(rule, counted.share, answers);
    return { verdict: product.verdict, reasons: [...counted.reasons, ...product.reasons] };
  }
  if (rule.scheme) {
    // Issue 57: the EU, EFTA, Singapore and Canada agreements, read by their origin terms.
    const counted = nonOriginatingOf(rule.cumulation_partners, answers);
    const value = valueVerdict(rule, counted.share);
    const judged = schemeVerdict(rule.scheme, counted.share, {
      verdict: value.verdict,
      reasons: [value.reason],
    });
    return { verdict: judged.verdict, reasons: [...counted.reasons, ...judged.reasons] };
  }
  const cap = rule.value_cap ?? null;
  const capped = cap !== null && answers.cumulation_countries.every((c) => c === cap.country);
  const counted = nonOriginatingOf(rule.cumulation_partners, answers, capped ? cap.percent : null);
  const value = valueVerdict(rule, counted.share);
  const shift = shiftVerdict(rule, answers);
  return {
    verdict: combined([value.verdict, shift.verdict]),
    reasons: [...counted.reasons, value.reason, shift.reason],
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
  const { verdict, reasons: ruleReasons } = ruleVerdict(rule, answers);
  const outcome: AssessmentOutcome =
    verdict === 'not_met'
      ? 'likely_not'
      : verdict === 'unknown' || status === 'signed'
        ? 'check_with_agency'
        : 'likely_qualifies';
  return { outcome, reasons: [...reasons, ...ruleReasons] };
}
