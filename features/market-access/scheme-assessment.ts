import type { AssessmentReason, Verdict } from './assessment-types';
import { combined } from './assessment-types';
import type { OriginScheme } from './origin-terms-schemas';

// Issue 57: the self-assessment of the EU, EFTA, Singapore and Canada agreements from their origin
// terms (agreement-origin-terms.ts). What the sources read settle is decided (Singapore's 35 %
// local value content; Canada's goods made exclusively from originating materials, Article
// 4-1(1)(c)); what they leave open (the PEM list rule and tolerance, Jordan's day under the revised
// rules, EFTA's status, Canada's Annex 4-1, Singapore's textile rules) is a reason saying what the
// exporter must check and where, and the outcome is then to check with the agency. Pure.

type Judged = { verdict: Verdict; reasons: AssessmentReason[] };

const reason = (key: string): AssessmentReason => ({ key, values: {} });

/**
 * The verdict of a scheme, given the non-originating share after cumulation and the rule's value
 * test as origin-assessment.ts reads it.
 */
export function schemeVerdict(scheme: OriginScheme, share: number, value: Judged): Judged {
  switch (scheme) {
    case 'pem_revised':
      return {
        verdict: 'unknown',
        reasons: [
          reason('pemListRuleToCheck'),
          reason('pemToleranceToCheck'),
          reason('pemJordanDateToCheck'),
        ],
      };
    case 'pem_efta':
      return {
        verdict: 'unknown',
        reasons: [reason('eftaRulesToCheck'), reason('pemListRuleToCheck')],
      };
    case 'sg_fta':
      return {
        verdict: value.verdict,
        reasons: [...value.reasons, reason('sgAppraisedValue'), reason('valueDecidesAlone')],
      };
    case 'sg_fta_textile':
      return {
        verdict: combined([value.verdict, 'unknown']),
        reasons: [...value.reasons, reason('sgAppraisedValue'), reason('sgTextileToCheck')],
      };
    case 'ca_fta':
      return share === 0
        ? { verdict: 'met', reasons: [reason('caOriginatingOnly')] }
        : {
            verdict: 'unknown',
            reasons: [reason('caAnnexRuleToCheck'), reason('caFiguresToCheck')],
          };
  }
}
