import { sourceOf } from './applicable-terms';
import {
  applicableFact,
  type DutyKind,
  type ScopeKind,
  scopeCovers,
  scopeOverlaps,
} from './duty-fact-scope';
import type { AdditionalDuty, DutyScope, EnteredDuty } from './schemas';

// Issue 46: an agreement-wide duty fact as stored, and as the answer's preferential duty.

/** A row of `agreement_duty_facts` as read. */
export type DutyFactRow = {
  id: number;
  agreement_id: number;
  partners: string[];
  scope_kind: ScopeKind;
  scope_from: string | null;
  scope_to: string | null;
  except_codes: string[];
  duty_kind: DutyKind;
  text_en: string;
  text_ar: string;
  tariff_name: string;
  tariff_url: string;
  since: string | null;
  sample: boolean;
  source_name_en: string;
  source_name_ar: string;
  source_url: string;
  source_date: string | null;
  checked_on: string | null;
  review_by: string | null;
};

/** A row's scope as the answer and the console give it. */
export const scopeOf = (row: DutyFactRow): DutyScope => ({
  kind: row.scope_kind,
  from: row.scope_from,
  to: row.scope_to,
  except: row.except_codes,
  partners: row.partners,
});

/** The row as the precedence reads it. */
export const scopedFact = (row: DutyFactRow) => ({ ...row, scope: scopeOf(row) });

/** The fact as the answer's preferential duty, for the code asked. */
export const factDuty = (code: string, row: DutyFactRow): EnteredDuty => ({
  code,
  text_en: row.text_en,
  text_ar: row.text_ar,
  sample: row.sample,
  source: sourceOf(row),
  basis: 'agreement_scope',
  kind: row.duty_kind,
  scope: scopeOf(row),
  since: row.since,
  tariff:
    row.tariff_name.trim() !== '' || row.tariff_url.trim() !== ''
      ? { name: row.tariff_name, url: row.tariff_url }
      : null,
});

const isAdditional = (row: DutyFactRow) => row.duty_kind === 'additional';

/**
 * The agreement-wide fact that applies to `code` for `partner`, as a duty; null when none. A duty
 * charged outside the agreement (issue 57) is never the preference.
 */
export function factDutyOf(
  code: string,
  partner: string,
  rows: readonly DutyFactRow[],
): EnteredDuty | null {
  const fact = applicableFact(
    rows.filter((row) => !isAdditional(row)).map(scopedFact),
    code,
    partner,
  );
  return fact ? factDuty(code, fact) : null;
}

/**
 * Issue 57: the duties the partner charges outside the agreement that reach `code` for `partner`,
 * each marked `partial` when it covers only some of the code's lines; the narrowest first.
 */
export function additionalDutiesOf(
  code: string,
  partner: string,
  rows: readonly DutyFactRow[],
): AdditionalDuty[] {
  return rows
    .filter(
      (row) =>
        isAdditional(row) &&
        (row.partners.length === 0 || row.partners.includes(partner)) &&
        scopeOverlaps(scopedFact(row).scope, code),
    )
    .sort((a, b) => (b.scope_from ?? '').length - (a.scope_from ?? '').length || a.id - b.id)
    .map((row) => ({
      ...factDuty(code, row),
      partial: !scopeCovers(scopedFact(row).scope, code),
    }));
}
