import {
  type AssessmentReason,
  type ClassificationChange,
  type ConditionAnswer,
  combined,
  round,
  type ShiftLevel,
  shiftReaches,
  type Verdict,
} from './assessment-types';
import type { UkRuleAnswer } from './product-rule-schemas';

// One UK–Jordan product-specific rule against the exporter's answers (issue 46), class by class as
// data/rules-of-origin-uk-jordan/rule-classes.md reads them. The conditions of one rule all apply;
// a cap is read from the text (MAXNOM); CTH, CTSH and CC from the answered change of
// classification, relaxed by the rule's tolerance or the general one of Article 6(2) (10 %, not
// for chapters 50 to 63); what only the exporter can show (PRODUCTION FROM, PROCESSING, WO with
// non-originating materials…) is their answer to the rule, else a reason saying what to show.

/** The exporter's side of one rule. */
export type RuleContext = {
  /** The non-originating share of the ex-works price, cumulation counted. */
  share: number;
  change: ClassificationChange;
  chapter: number;
  answer: ConditionAnswer;
};

type Condition = { verdict: Verdict; reason: AssessmentReason };

/** Article 6(2): materials a rule forbids may be used up to 10 %, except in chapters 50 to 63. */
export const GENERAL_TOLERANCE = 10;

const SHIFTS: Record<string, ShiftLevel> = { CTH: 'heading', CTSH: 'subheading', CC: 'chapter' };

/** What the exporter must show, by the class's first words (a message key under reasons). */
const SHOW: [RegExp, string][] = [
  [/^WO\b/, 'ukShowWhollyObtained'],
  [/^AH INCLUDING\b/, 'ukShowIncluding'],
  [/^AH EXCEPT\b/, 'ukShowExcept'],
  [/^PRODUCTION FROM\b/, 'ukShowProductionFrom'],
  [/^PROCESSING\b/, 'ukShowProcessing'],
  [/^ORIGINATING$/, 'ukShowOriginating'],
  [/^MAXNOM_OM$/, 'ukShowOriginatingValue'],
  [/^SET\b/, 'ukShowSetItems'],
];

/** Classes a zero non-originating share or the tolerances can meet without the exporter's word. */
const RELAXABLE = /^(AH INCLUDING|AH EXCEPT|PRODUCTION FROM)\b/;

const CTH_TEXT = /classified within a heading other than that of the product/;

/**
 * Whether a rule has a condition only the exporter can show (the form asks them about it): a class
 * of judgement, a cap on named materials or a minimum, named materials allowed or excluded.
 */
export function asksExporter(rule: UkRuleAnswer): boolean {
  if (rule.classes.length === 0) return true;
  if (rule.caps.some((cap) => cap.scope === 'named' || cap.scope === 'minimum')) return true;
  const relaxable = rule.classes.some(
    (name) => /^(CTH|CTSH|CC)\b/.test(name) || RELAXABLE.test(name),
  );
  if (!relaxable && !CTH_TEXT.test(rule.text) && rule.caps.some((c) => c.scope === 'tolerance')) {
    return true;
  }
  return rule.classes.some(
    (name) =>
      SHOW.some(([pattern]) => pattern.test(name)) ||
      /TOLERANCE MAY BE USED$|RESTRICTION MAY NOT BE USED/.test(name) ||
      !/^(CTH|CTSH|CC|AH|MAXNOM|MINOM_VALUE|ORIG RETAINED)\b/.test(name),
  );
}

export function evaluateUkRule(
  rule: UkRuleAnswer,
  { share, change, chapter, answer }: RuleContext,
): { verdict: Verdict; reasons: AssessmentReason[] } {
  const number = rule.position;
  const at = (key: string, values: Record<string, string | number> = {}): AssessmentReason => ({
    key,
    values: { rule: number, ...values },
  });
  const textile = chapter >= 50 && chapter <= 63;
  const tolerances = rule.caps.filter((cap) => cap.scope === 'tolerance').map((c) => c.percent);
  const tolerance = tolerances.length > 0 ? Math.min(...tolerances) : null;
  const classes = rule.classes.length > 0 ? [...rule.classes] : ['PROCESSING'];
  if (!classes.some((c) => /^(CTH|CTSH|CC)\b/.test(c)) && CTH_TEXT.test(rule.text)) {
    classes.push('CTH');
  }
  const relaxed = (): Condition | null => {
    if (share === 0) return { verdict: 'met', reason: at('ukNoNonOriginating') };
    if (tolerance !== null && share <= tolerance) {
      return { verdict: 'met', reason: at('ukToleranceMet', { share, limit: tolerance }) };
    }
    if (!textile && share <= GENERAL_TOLERANCE) {
      return {
        verdict: 'met',
        reason: at('ukGeneralTolerance', { share, limit: GENERAL_TOLERANCE }),
      };
    }
    return null;
  };
  const conditions: Condition[] = [];
  const toShow = new Set<string>();
  const hasRelaxable = classes.some((c) => /^(CTH|CTSH|CC)\b/.test(c) || RELAXABLE.test(c));

  for (const cap of rule.caps) {
    const limit = cap.percent;
    if (cap.scope === 'all') {
      const met = share <= limit;
      conditions.push({
        verdict: met ? 'met' : 'not_met',
        reason: at(met ? 'ukCapWithin' : 'ukCapOver', { share, limit }),
      });
    } else if (cap.scope === 'minimum') {
      const originating = round(100 - share);
      if (originating <= limit) {
        conditions.push({
          verdict: 'not_met',
          reason: at('ukMinimumShort', { share: originating, limit }),
        });
      } else toShow.add('ukShowMinimum');
    } else if (cap.scope === 'named' || !hasRelaxable) {
      if (share <= limit) {
        conditions.push({ verdict: 'met', reason: at('ukNamedCapWithin', { share, limit }) });
      } else toShow.add('ukShowNamedCap');
    }
  }

  for (const name of classes) {
    const shift = SHIFTS[name.split(' ')[0] ?? ''];
    if (shift) {
      const condition = shiftCondition(shift, change, relaxed, at);
      // "CTH TOLERANCE MAY BE USED": the named materials of the same heading are allowed anyway.
      if (/TOLERANCE MAY BE USED$/.test(name) && condition.verdict === 'not_met') {
        toShow.add('ukShowToleranceMaterials');
      } else conditions.push(condition);
      if (/RESTRICTION MAY NOT BE USED/.test(name)) toShow.add('ukShowRestriction');
      continue;
    }
    if (name === 'AH') {
      conditions.push({ verdict: 'met', reason: at('ukAnyHeading') });
      continue;
    }
    if (/^(MAXNOM|MINOM_VALUE)$/.test(name)) {
      if (rule.caps.length === 0)
        conditions.push({ verdict: 'unknown', reason: at('ukCapUnread') });
      continue;
    }
    if (name === 'ORIG RETAINED') {
      conditions.push({ verdict: 'unknown', reason: at('ukOrigRetained') });
      continue;
    }
    if (name === 'MAXNOM_OM' && share > 50) {
      conditions.push({ verdict: 'not_met', reason: at('ukOriginatingValueShort', { share }) });
      continue;
    }
    const byShare = RELAXABLE.test(name)
      ? relaxed()
      : /^(WO|ORIGINATING|MAXNOM_OM)/.test(name) && share === 0
        ? { verdict: 'met' as const, reason: at('ukNoNonOriginating') }
        : null;
    if (byShare) conditions.push(byShare);
    else toShow.add(SHOW.find(([pattern]) => pattern.test(name))?.[1] ?? 'ukShowText');
  }

  if (toShow.size > 0) {
    if (answer === 'yes') conditions.push({ verdict: 'met', reason: at('ukShown') });
    else if (answer === 'no') conditions.push({ verdict: 'not_met', reason: at('ukNotShown') });
    else for (const key of toShow) conditions.push({ verdict: 'unknown', reason: at(key) });
  }
  const unique = [...new Map(conditions.map((c) => [JSON.stringify(c.reason), c])).values()];
  return {
    verdict: combined(unique.map((c) => c.verdict)),
    reasons: unique.map((c) => c.reason),
  };
}

function shiftCondition(
  level: ShiftLevel,
  change: ClassificationChange,
  relaxed: () => Condition | null,
  at: (key: string, values?: Record<string, string | number>) => AssessmentReason,
): Condition {
  if (shiftReaches(change, level)) return { verdict: 'met', reason: at('ukShiftMet', { level }) };
  const tolerated = relaxed();
  if (tolerated) return tolerated;
  if (change === 'not_sure') return { verdict: 'unknown', reason: at('ukShiftNotSure', { level }) };
  return { verdict: 'not_met', reason: at('ukShiftNotMet', { level }) };
}
