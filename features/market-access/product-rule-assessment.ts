import type { AssessmentAnswers, AssessmentReason, Verdict } from './assessment-types';
import { evaluateUkRule } from './product-rule-classes';
import type { ProductSpecificRule } from './product-rule-schemas';

// A UK–Jordan product-specific rule set against the answers (issue 46). A range with several
// rule sets needs the exporter's choice of the one describing the product. The rules of a set are
// alternatives ("or"): met if any is met, not met if every one fails, else for the agency.

export function assessProductRule(
  rule: ProductSpecificRule,
  share: number,
  answers: AssessmentAnswers,
): { verdict: Verdict; reasons: AssessmentReason[] } {
  const index = rule.sets.length === 1 ? 0 : answers.rule_set;
  const set = index === undefined ? undefined : rule.sets[index];
  if (!set) {
    return {
      verdict: 'unknown',
      reasons: [{ key: 'ukSetNotChosen', values: { count: rule.sets.length } }],
    };
  }
  const reasons: AssessmentReason[] = [
    {
      key: 'ukSetUsed',
      values: {
        heading: set.heading,
        subdivision: set.subdivision,
        entry: rule.sets.indexOf(set) + 1,
        entries: rule.sets.length,
      },
    },
  ];
  const results = set.rules.map((item, position) =>
    evaluateUkRule(item, {
      share,
      change: answers.classification_change,
      chapter: set.chapter,
      answer: answers.rule_answers?.[position] ?? 'not_sure',
    }),
  );
  const met = results.findIndex((result) => result.verdict === 'met');
  if (met >= 0) {
    reasons.push(...results[met]!.reasons);
    if (set.rules.length > 1) {
      reasons.push({ key: 'ukAlternativeMet', values: { rule: set.rules[met]!.position } });
    }
    return { verdict: 'met', reasons };
  }
  for (const result of results) reasons.push(...result.reasons);
  const verdict = results.every((result) => result.verdict === 'not_met') ? 'not_met' : 'unknown';
  if (set.rules.length > 1) {
    reasons.push({
      key: verdict === 'not_met' ? 'ukNoAlternativeMet' : 'ukAlternativeUnknown',
      values: {},
    });
  }
  return { verdict, reasons };
}
