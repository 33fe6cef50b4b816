import { isShownAgreement } from '@/features/agreements/agreement-list';
import { LEGAL_STATUSES, type LegalStatus } from '@/features/agreements/constants';

import type { AppliedRule, EnteredDuty, GeneralOriginRule, Source } from './schemas';

// Which of an agreement's entered terms apply to a code (issue 37): the most specific row wins,
// a subheading's (6 digits) over its heading's (4), each figure on its own; the heading's specific
// rule of origin where staff entered one, else the agreement's general rule.

/** A row of `agreement_headings` as read. */
export type HeadingTerms = {
  hs_code: string;
  preferential_duty_en: string;
  preferential_duty_ar: string;
  specific_rule_en: string;
  specific_rule_ar: string;
  sample: boolean;
  source_name_en: string;
  source_name_ar: string;
  source_url: string;
  source_date: string | null;
  /** Issue 57: last checked, and to be checked again by (null: never dated). */
  checked_on?: string | null;
  review_by?: string | null;
};

/** The heading and subheading rows that may apply to `code`: its first 4 and 6 digits. */
export const headingCodesOf = (code: string): string[] =>
  [4, 6].filter((length) => code.length >= length).map((length) => code.slice(0, length));

type SourceColumns = Pick<
  HeadingTerms,
  'source_name_en' | 'source_name_ar' | 'source_url' | 'source_date' | 'checked_on' | 'review_by'
>;

/** A row's source columns as a source (with when it was checked, issue 57). */
export const sourceOf = (row: SourceColumns): Source => ({
  name_en: row.source_name_en,
  name_ar: row.source_name_ar,
  url: row.source_url,
  date: row.source_date,
  checked_on: row.checked_on ?? null,
  review_by: row.review_by ?? null,
});

const hasText = (en: string, ar: string) => en.trim() !== '' || ar.trim() !== '';

/** The rows of `code` holding a figure, most specific first. */
function applicable(
  code: string,
  rows: readonly HeadingTerms[],
  holds: (row: HeadingTerms) => boolean,
) {
  const codes = headingCodesOf(code);
  return rows
    .filter((row) => codes.includes(row.hs_code) && holds(row))
    .sort((a, b) => b.hs_code.length - a.hs_code.length);
}

/** The preferential duty entered for the code's subheading, else its heading; null when none. */
export function enteredDutyOf(code: string, rows: readonly HeadingTerms[]): EnteredDuty | null {
  const [row] = applicable(code, rows, (r) =>
    hasText(r.preferential_duty_en, r.preferential_duty_ar),
  );
  if (!row) return null;
  return {
    code: row.hs_code,
    text_en: row.preferential_duty_en,
    text_ar: row.preferential_duty_ar,
    sample: row.sample,
    source: sourceOf(row),
    basis: 'heading',
    kind: null,
    scope: null,
    since: null,
    tariff: null,
  };
}

/** The heading's specific rule where one was entered, else the general rule; null when neither. */
export function appliedRuleOf(
  code: string,
  rows: readonly HeadingTerms[],
  general: GeneralOriginRule | null,
): AppliedRule | null {
  const [row] = applicable(code, rows, (r) => hasText(r.specific_rule_en, r.specific_rule_ar));
  if (row) {
    return {
      kind: 'specific',
      code: row.hs_code,
      text_en: row.specific_rule_en,
      text_ar: row.specific_rule_ar,
      sample: row.sample,
      source: sourceOf(row),
    };
  }
  return general ? { kind: 'general', ...general } : null;
}

type Listed = {
  id: number;
  status: number;
  legal_status: LegalStatus;
  in_force_on: string | null;
  signed_on: string | null;
};

/**
 * Whether a partner's agreement is listed: every shown one, and a hidden one that is suspended or
 * terminated, so the page says why it gives no preference. One hidden while in force or signed is
 * an editor's draft, or one kept off the site on purpose.
 */
export const isListedAgreement = (agreement: Listed) =>
  isShownAgreement(agreement) ||
  agreement.legal_status === 'suspended' ||
  agreement.legal_status === 'terminated';

/** In force first, then signed, suspended, terminated; within each, the newest first. */
export function byLegalStanding<T extends Listed>(agreements: readonly T[]): T[] {
  const day = (a: Listed) => a.in_force_on ?? a.signed_on ?? '';
  return [...agreements].sort(
    (a, b) =>
      LEGAL_STATUSES.indexOf(a.legal_status) - LEGAL_STATUSES.indexOf(b.legal_status) ||
      day(b).localeCompare(day(a)) ||
      b.id - a.id,
  );
}

/** An agreement whose preferences apply now: the provider's figures are shown for it. */
export const appliesNow = (status: LegalStatus) => status === 'in_force';
