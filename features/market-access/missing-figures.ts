import { appliesNow } from './applicable-terms';
import type { MarketAccessAgreement } from './schemas';

// Whether an agreement's card has a figure nobody entered (issue 37): the card then offers the
// agency's consultation beside its "not available, ask the agency".

const blank = (en: string, ar: string) => en.trim() === '' && ar.trim() === '';

/**
 * A preference that applies (or will), and a duty, the MFN or a part of the rule is missing.
 * `mfnImported`: the partner's MFN lines come from its imported tariff (issue 46).
 */
export function hasMissingFigure(agreement: MarketAccessAgreement, mfnImported = false): boolean {
  const status = agreement.legal_status.status;
  if (!appliesNow(status) && status !== 'signed') return false;
  const preferential = agreement.preferential_duty ?? agreement.tariff?.preferential;
  if (!preferential || !(agreement.tariff?.mfn || mfnImported)) return true;
  const rule = agreement.rule_of_origin;
  if (!rule) return true;
  if (rule.kind !== 'general') return false;
  return (
    rule.value_kind === null ||
    rule.tariff_shift === null ||
    blank(rule.cumulation_en, rule.cumulation_ar) ||
    !rule.proofs ||
    rule.proofs.length === 0
  );
}
