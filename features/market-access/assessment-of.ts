import type { AssessmentAnswer, AssessmentAnswersInput } from './assessment-schemas';
import { assessOrigin } from './origin-assessment';
import type { MarketAccessAnswer } from './schemas';

/**
 * The self-assessment of `answers` under one of the agreements `access` lists for the code and
 * the partner; null when it lists no such agreement. Shared by the API and the page.
 */
export function assessmentOf(
  access: MarketAccessAnswer,
  agreementId: number,
  answers: AssessmentAnswersInput,
  now: Date = new Date(),
): AssessmentAnswer | null {
  const agreement = access.agreements.find((item) => item.id === agreementId);
  if (!agreement) return null;
  const status = agreement.legal_status.status;
  const { outcome, reasons } = assessOrigin(agreement.rule_of_origin, status, answers);
  const { country_code, name_en, name_ar } = access.partner;
  return {
    outcome,
    reasons,
    code: access.code,
    partner: { country_code, name_en, name_ar },
    agreement: {
      id: agreement.id,
      title_eng: agreement.title_eng,
      title_ara: agreement.title_ara,
      legal_status: status,
    },
    rule: agreement.rule_of_origin,
    answers,
    assessed_at: now.toISOString(),
  };
}
