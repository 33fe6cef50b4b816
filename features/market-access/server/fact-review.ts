import 'server-only';
import { eq } from 'drizzle-orm';

import {
  agreementDutyFacts,
  agreementHeadings,
  agreementOriginRules,
  tradeAgreements,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { ammanDay } from '@/lib/time/amman-day';

import { type DatedFact, factsToReview, type FactToReview } from '../fact-review';

// Issue 57: the legal and duty facts due to be checked again, read from the four tables that
// hold them (an agreement's legal status, its general rule of origin, a heading's terms and an
// agreement-wide duty fact), each with its agreement's title.

const LABEL_MAX = 80;
const labelOf = (text: string) =>
  text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1).trimEnd()}…` : text;

const titles = { title_en: tradeAgreements.title_eng, title_ar: tradeAgreements.title_ara };

async function datedFacts(db: Db): Promise<DatedFact[]> {
  const [agreements, rules, headings, facts] = await Promise.all([
    db
      .select({
        id: tradeAgreements.id,
        ...titles,
        label: tradeAgreements.legal_status,
        checked_on: tradeAgreements.legal_status_checked_on,
        review_by: tradeAgreements.legal_status_review_by,
      })
      .from(tradeAgreements),
    db
      .select({
        id: agreementOriginRules.agreement_id,
        agreement_id: agreementOriginRules.agreement_id,
        ...titles,
        checked_on: agreementOriginRules.checked_on,
        review_by: agreementOriginRules.review_by,
      })
      .from(agreementOriginRules)
      .innerJoin(tradeAgreements, eq(tradeAgreements.id, agreementOriginRules.agreement_id)),
    db
      .select({
        id: agreementHeadings.id,
        agreement_id: agreementHeadings.agreement_id,
        ...titles,
        label: agreementHeadings.hs_code,
        checked_on: agreementHeadings.checked_on,
        review_by: agreementHeadings.review_by,
      })
      .from(agreementHeadings)
      .innerJoin(tradeAgreements, eq(tradeAgreements.id, agreementHeadings.agreement_id)),
    db
      .select({
        id: agreementDutyFacts.id,
        agreement_id: agreementDutyFacts.agreement_id,
        ...titles,
        label: agreementDutyFacts.text_en,
        label_ar: agreementDutyFacts.text_ar,
        checked_on: agreementDutyFacts.checked_on,
        review_by: agreementDutyFacts.review_by,
      })
      .from(agreementDutyFacts)
      .innerJoin(tradeAgreements, eq(tradeAgreements.id, agreementDutyFacts.agreement_id)),
  ]);
  return [
    ...agreements.map((row) => ({ ...row, kind: 'legal_status' as const, agreement_id: row.id })),
    ...rules.map((row) => ({ ...row, kind: 'origin_rule' as const, label: '' })),
    ...headings.map((row) => ({ ...row, kind: 'heading' as const })),
    ...facts.map(({ label_ar, ...row }) => ({
      ...row,
      kind: 'duty_fact' as const,
      label: labelOf(row.label || label_ar),
    })),
  ];
}

/** The facts past their review day, and those never dated, on Amman's day of `now`. */
export async function readFactsToReview(db: Db, now: Date = new Date()): Promise<FactToReview[]> {
  return factsToReview(await datedFacts(db), ammanDay(now));
}
